# lit configuration for Strata's MLIR tests (strata-opt + FileCheck).
import os
import lit.formats

config.name = "strata-lit"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt", "malformed", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.strata_binary_dir, "test", "lit")

# strata-opt first, then strata (a test that runs what it planned), then the LLVM tools
# (FileCheck, not, split-file).
path = os.pathsep.join([config.strata_opt_dir,
                        os.path.join(config.strata_binary_dir, "tools", "strata"),
                        config.llvm_tools_dir,
                        config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["PATH"] = path
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%malformed_dir", os.path.join(config.test_source_root, "malformed")))
# A tt-mlir checkout or bare git dir for ttmlir_corpus.test (optional).
config.substitutions.append(("%ttmlir", os.environ.get("STRATA_TTMLIR", "")))
