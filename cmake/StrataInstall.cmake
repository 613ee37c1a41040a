# `cmake --install` (and `make install PREFIX=...`): headers, the static layers as
# Strata::<layer>, libstrata.so as Strata::strata, the compiler library when built, the
# tools, a CMake package (find_package(Strata)) and a pkg-config file (strata.pc).
include(CMakePackageConfigHelpers)

get_property(strata_layers GLOBAL PROPERTY STRATA_LAYERS)
set(strata_install_targets ${strata_layers} strata_query)
if(TARGET strata_shared)
  list(APPEND strata_install_targets strata_shared)
endif()
set(STRATA_WITH_COMPILER OFF)
install(TARGETS ${strata_install_targets} EXPORT StrataTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# The compiler is a component of its own (find_package(Strata COMPONENTS compiler)):
# only it pulls in MLIR.
if(TARGET strata_compiler)
  set(STRATA_WITH_COMPILER ON)
  install(TARGETS strata_compiler EXPORT StrataCompilerTargets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
    INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endif()

# Public headers: every layer's, plus the generated ones. The compiler's headers (and
# their TableGen output) only with the compiler.
set(strata_header_dirs device alloc runtime ops ops_device exec analysis plan support)
foreach(dir ${strata_header_dirs})
  install(DIRECTORY ${STRATA_SOURCE_DIR}/include/strata/${dir}
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/strata)
endforeach()
install(FILES ${STRATA_GENERATED_INCLUDE_DIR}/strata/version.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/strata)
if(STRATA_WITH_COMPILER)
  install(DIRECTORY ${STRATA_SOURCE_DIR}/include/strata/compiler
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/strata)
  install(DIRECTORY ${CMAKE_BINARY_DIR}/lib/compiler/include/strata/compiler
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/strata FILES_MATCHING PATTERN "*.inc")
endif()

foreach(tool strata strata-opt)
  if(TARGET ${tool})
    install(TARGETS ${tool} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endif()
endforeach()

set(strata_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/Strata)
install(EXPORT StrataTargets NAMESPACE Strata:: DESTINATION ${strata_cmake_dir})
if(STRATA_WITH_COMPILER)
  install(EXPORT StrataCompilerTargets NAMESPACE Strata:: DESTINATION ${strata_cmake_dir})
endif()
configure_package_config_file(cmake/StrataConfig.cmake.in
  ${CMAKE_BINARY_DIR}/StrataConfig.cmake INSTALL_DESTINATION ${strata_cmake_dir})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/StrataConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/StrataConfig.cmake ${CMAKE_BINARY_DIR}/StrataConfigVersion.cmake
        DESTINATION ${strata_cmake_dir})

if(TARGET strata_shared)
  configure_file(cmake/strata.pc.in ${CMAKE_BINARY_DIR}/strata.pc @ONLY)
  install(FILES ${CMAKE_BINARY_DIR}/strata.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endif()
