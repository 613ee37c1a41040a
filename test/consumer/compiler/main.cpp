// Plans a TTNN module through the installed compiler library (loadGraph plans it when
// it has no plan) and prints what run.sh compares with `strata run --json`.
// Usage: consumer_compiler MODULE.mlir

#include <strata/compiler/Run/LoadGraph.h>
#include <strata/support/error.hpp>

#include <cstdio>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s MODULE.mlir\n", argv[0]);
    return 2;
  }
  try {
    const strata::compiler::LoadedGraph loaded = strata::compiler::loadGraph(argv[1]);
    std::printf("function %s arch %s steps %zu planned_on_the_fly %s\n",
                loaded.graph.function.c_str(), loaded.arch.name.c_str(),
                loaded.graph.steps.size(), loaded.plannedOnTheFly ? "true" : "false");
  } catch (const strata::Error& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}
