# strata_add_layer(NAME DEPS ...): one static library per layer, built from every
# .cpp under lib/<NAME>/ (globbed, so adding a file needs no CMake edit).
function(strata_add_layer name)
  cmake_parse_arguments(ARG "" "" "DEPS" ${ARGN})
  file(GLOB_RECURSE srcs CONFIGURE_DEPENDS ${STRATA_SOURCE_DIR}/lib/${name}/*.cpp)
  if(NOT srcs)
    return()
  endif()
  add_library(strata_${name} STATIC ${srcs})
  add_library(Strata::${name} ALIAS strata_${name})
  # Installed as Strata::<name> (cmake/StrataInstall.cmake).
  set_target_properties(strata_${name} PROPERTIES EXPORT_NAME ${name})
  target_include_directories(strata_${name} PUBLIC
    $<BUILD_INTERFACE:${STRATA_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${STRATA_GENERATED_INCLUDE_DIR}>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_link_libraries(strata_${name} PUBLIC ${ARG_DEPS} fmt::fmt nlohmann_json::nlohmann_json Threads::Threads)
  # The headers use C++20 (operator<=>, concepts): a consumer gets the standard with the
  # target instead of having to know it (test/consumer sets none).
  target_compile_features(strata_${name} PUBLIC cxx_std_20)
  set_property(GLOBAL APPEND PROPERTY STRATA_LAYERS strata_${name})
endfunction()

# Test code only drives the libraries, which keep the build type's optimisation, so it is
# compiled at -O1 and shares one precompiled GoogleTest header (test/CMakeLists.txt's
# strata_test_pch): parsing gtest took 2 of every test file's 3 seconds at -O1.
function(strata_test_compile_options target)
  target_compile_options(${target} PRIVATE -O1)
  target_compile_definitions(${target} PRIVATE
    STRATA_SOURCE_DIR="${STRATA_SOURCE_DIR}"
    STRATA_DATA_DIR="${STRATA_DATA_DIR}"
    STRATA_BINARY_DIR="${CMAKE_BINARY_DIR}")
  if(TARGET strata_test_pch AND NOT target STREQUAL strata_test_pch)
    target_precompile_headers(${target} REUSE_FROM strata_test_pch)
  endif()
endfunction()

# strata_add_layer_tests(LAYER): one GoogleTest executable per test/<LAYER>/*_test.cpp,
# linked against strata_<LAYER>; each test case becomes a ctest test.
function(strata_add_layer_tests layer)
  if(NOT TARGET strata_${layer})
    return()
  endif()
  file(GLOB tests CONFIGURE_DEPENDS ${STRATA_SOURCE_DIR}/test/${layer}/*_test.cpp)
  foreach(src ${tests})
    get_filename_component(stem ${src} NAME_WE)
    set(target test_${layer}_${stem})
    add_executable(${target} ${src})
    target_link_libraries(${target} PRIVATE strata_${layer} GTest::gtest GTest::gtest_main GTest::gmock)
    strata_test_compile_options(${target})
    # ops tests also run what they query on the simulated device.
    if(TARGET strata_${layer}_device)
      target_link_libraries(${target} PRIVATE strata_${layer}_device)
    endif()
    gtest_discover_tests(${target} DISCOVERY_MODE PRE_TEST DISCOVERY_TIMEOUT 60
      PROPERTIES LABELS ${layer})
  endforeach()
endfunction()
