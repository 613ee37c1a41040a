# Strata: the two commands of the quick start are `make demo` and `make test`.
# Every target installs missing Debian packages first (scripts/install-deps.sh).

BUILD       ?= build
BUILD_ASAN  ?= build-asan
JOBS        ?= 2
CMAKE_FLAGS ?=
# ON: compiler warnings are errors (-DSTRATA_WERROR; .ci/run sets it).
STRATA_WERROR ?= OFF

.PHONY: all deps configure build demo test test-sanitize test-tsan bench fuzz clean install models placement-study

all: build

deps:
	@bash scripts/install-deps.sh

$(BUILD)/build.ninja: | deps
	@cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DSTRATA_WERROR=$(STRATA_WERROR) \
	  $(CMAKE_FLAGS) >/dev/null

configure: deps $(BUILD)/build.ninja

build: configure
	@# A build directory configured before keeps its cache: apply a changed STRATA_WERROR.
	@grep -qx "STRATA_WERROR:BOOL=$(STRATA_WERROR)" $(BUILD)/CMakeCache.txt || \
	  cmake -S . -B $(BUILD) -DSTRATA_WERROR=$(STRATA_WERROR) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

# The main job: an example TTNN module planned by strata-opt and run, checked, by strata
# run (scripts/demo.sh). `strata demo` tours the runtime pieces one by one.
demo: build
	@bash scripts/demo.sh $(BUILD)

test: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The sanitizer builds compile at -O1 with line tables only (-g1): enough for the
# sanitizers' stack traces, and 40 % less compile time than -O2 -g, which is most of CI.
SANITIZE_FLAGS := -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"

# The runtime layers under AddressSanitizer + UndefinedBehaviorSanitizer. The MLIR half
# is left out: Debian's MLIR libraries are not instrumented, and its own tests run in
# the normal build.
test-sanitize: deps
	@cmake -S . -B $(BUILD_ASAN) -G Ninja $(SANITIZE_FLAGS) \
	  -DSTRATA_SANITIZE=ON -DSTRATA_ENABLE_MLIR=OFF -DSTRATA_BUILD_BENCH=OFF \
	  -DSTRATA_WERROR=$(STRATA_WERROR) >/dev/null
	@cmake --build $(BUILD_ASAN) -j $(JOBS)
	@cd $(BUILD_ASAN) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  ctest --output-on-failure -j $(JOBS) -LE slow

# The multi-threaded tests under ThreadSanitizer: the 8-thread stress test, the
# Tracer, the per-thread record pools, the bank manager, the op query and the planner
# (its exact search thread and the heuristic's paired tries). Only their targets are built (the rest of the suite is single-threaded), so
# only their gtests run; -LE and -E skip the CLI, fuzz and not-built placeholders.
BUILD_TSAN  ?= build-tsan
TSAN_TESTS  := test_runtime_stress_test test_runtime_trace_test test_runtime_pool_test \
               test_alloc_bank_manager_test test_ops_query_test test_plan_solver_test
test-tsan: deps
	@cmake -S . -B $(BUILD_TSAN) -G Ninja $(SANITIZE_FLAGS) \
	  -DCMAKE_CXX_FLAGS="-fsanitize=thread -fno-omit-frame-pointer" \
	  -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread \
	  -DSTRATA_ENABLE_MLIR=OFF -DSTRATA_BUILD_BENCH=OFF -DSTRATA_WERROR=$(STRATA_WERROR) >/dev/null
	@cmake --build $(BUILD_TSAN) -j $(JOBS) --target $(TSAN_TESTS)
	@cd $(BUILD_TSAN) && TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
	  ctest --output-on-failure -j $(JOBS) -LE 'cli|fuzz' -E '_NOT_BUILT$$'

# tt-mlir's TTIR model graphs (test/data/ttmlir_models/) lowered, planned and run
# one by one, every op and each result checked; writes docs/models.md. MODELS_FLAGS,
# e.g. --no-reference (the L1 checks only, faster) or --only mnist.
MODELS_FLAGS ?=
models: build
	@python3 scripts/ttmlir_models.py --build $(BUILD) $(MODELS_FLAGS)
	@python3 scripts/placement_study.py --build $(BUILD) $(PLACEMENT_FLAGS)

# The placement study alone: every model under placement=dram / tt-mlir / strata, the
# DRAM bytes each moves (docs/models.md's placement section and docs/placement.svg).
# PLACEMENT_FLAGS, e.g. --measure (run the kernels and check the DRAM bytes against
# the device) or --only mnist.
PLACEMENT_FLAGS ?=
placement-study: build
	@python3 scripts/placement_study.py --build $(BUILD) $(PLACEMENT_FLAGS)

# Installs headers, libraries (static layers + libstrata.so), tools, the CMake package
# and strata.pc under PREFIX (docs/package.md).
PREFIX      ?= /usr/local
install: build
	@cmake --install $(BUILD) --prefix $(PREFIX)

bench: build
	@for b in $(BUILD)/bench/bench_*; do \
	  [ -x "$$b" ] || continue; echo "== $$b"; "$$b" || exit 1; done

# Open-ended fuzzing with clang's libFuzzer (not part of CI): FUZZ_SECONDS per target.
# clang 14 needs -fsized-deallocation for the runtime's pooled operator delete(p, size).
FUZZ_SECONDS ?= 60
fuzz: deps
	@CC=clang-14 CXX=clang++-14 cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_CXX_FLAGS=-fsized-deallocation -DSTRATA_LIBFUZZER=ON -DSTRATA_ENABLE_MLIR=OFF -DSTRATA_BUILD_BENCH=OFF >/dev/null
	@cmake --build build-fuzz -j $(JOBS) --target $$(cd test/fuzz && ls *_fuzz.cpp | sed 's/_fuzz.cpp$$//; s/^/fuzz_/')
	@for f in build-fuzz/test/fuzz_*; do \
	  name=$${f##*/fuzz_}; mkdir -p build-fuzz/corpus/$$name; \
	  echo "== $$name"; $$f -max_total_time=$(FUZZ_SECONDS) build-fuzz/corpus/$$name test/fuzz/corpus/$$name || exit 1; done

clean:
	rm -rf $(BUILD) $(BUILD_ASAN) $(BUILD_TSAN) build-fuzz
