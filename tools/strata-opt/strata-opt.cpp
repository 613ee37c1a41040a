// strata-opt: mlir-opt with the ttcore and ttnn dialects, func, the Strata
// passes (ttnn-create-memory-config, ttnn-verify-layouts) and pipelines.
//
// Differences from a stock mlir-opt, all for tt-mlir files and hostile input:
// - ops of dialects Strata does not define (d2m, ...) and ttir ops the ttir
//   dialect does not declare parse as unregistered ops and pass through, and
//   `ttir.empty` also in tt-mlir's custom form (ForeignDialects.h, TTIR.h;
//   --forbid-foreign-ops turns the first off);
// - the input must be a regular file or stdin of at most --max-input-bytes,
//   nested at most --max-nesting-depth deep, checked before MLIR's recursive
//   parser sees it (deep nesting overflows its stack, /dev/zero exhausts memory);
// - diagnostics do not reprint their op (MLIR's "see current operation") unless
//   --mlir-print-op-on-diagnostic is given, and those of passes are one line each
//   ("file:line:col: remark: ..."), without the source line and caret under it
//   (parse errors keep them: there the caret is the point);
// - bad input exits 2 with one summary line last on stderr, and the output
//   is written only on success, so `-o FILE` never truncates FILE otherwise.
#include "ForeignDialects.h"
#include "strata/compiler/Support/ModuleSource.h"
#include "strata/compiler/Passes.h"

#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <optional>
#include <string>
#include <unistd.h>

namespace cl = llvm::cl;

static cl::opt<uint64_t> maxInputBytes(
    "max-input-bytes",
    cl::desc("Largest input accepted, in bytes (default 256 MiB; larger inputs exit 2)"),
    cl::init(uint64_t{256} << 20));
static cl::opt<unsigned> maxNestingDepth(
    "max-nesting-depth",
    cl::desc("Deepest nesting of (), [], {} and <> accepted outside strings and comments "
             "(default 256; deeper inputs exit 2 instead of overflowing the parser's stack)"),
    cl::init(strata::compiler::kDefaultMaxNestingDepth));
static cl::opt<bool> forbidForeignOps(
    "forbid-foreign-ops",
    cl::desc("Reject ops of dialects Strata does not define (d2m, ...) instead of "
             "keeping them as unregistered ops"),
    cl::init(false));

static constexpr int kBadInput = 2;

// The README's error contract: one line, last on stderr, exit 2.
static int fail(llvm::StringRef input, const llvm::Twine &message) {
  llvm::errs() << "strata-opt: error: " << (input == "-" ? "<stdin>" : input) << ": " << message
               << "\n";
  return kBadInput;
}

// Reads a regular file or stdin, refusing anything larger than the limit
// before it is in memory (a device such as /dev/zero never ends).
static std::unique_ptr<llvm::MemoryBuffer> readInput(llvm::StringRef path, std::string &error) {
  uint64_t limit = maxInputBytes;
  if (path != "-") {
    llvm::sys::fs::file_status status;
    if (std::error_code ec = llvm::sys::fs::status(path, status)) {
      error = "cannot read input: " + ec.message();
      return nullptr;
    }
    if (status.type() != llvm::sys::fs::file_type::regular_file) {
      error = "input is not a regular file (devices, pipes and directories are refused; "
              "pipe data through stdin instead)";
      return nullptr;
    }
    if (status.getSize() > limit) {
      error = "input is " + std::to_string(status.getSize()) + " bytes, more than the " +
              std::to_string(limit) + "-byte limit; raise it with --max-input-bytes";
      return nullptr;
    }
    auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/true);
    if (!buffer) {
      error = "cannot read input: " + buffer.getError().message();
      return nullptr;
    }
    return std::move(*buffer);
  }
  std::string data;
  char chunk[65536];
  while (true) {
    ssize_t got = ::read(STDIN_FILENO, chunk, sizeof(chunk));
    if (got < 0) {
      error = "cannot read stdin";
      return nullptr;
    }
    if (got == 0)
      break;
    if (data.size() + static_cast<uint64_t>(got) > limit) {
      error = "stdin holds more than the " + std::to_string(limit) +
              "-byte limit; raise it with --max-input-bytes";
      return nullptr;
    }
    data.append(chunk, static_cast<size_t>(got));
  }
  return llvm::MemoryBuffer::getMemBufferCopy(data, "<stdin>");
}

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  strata::compiler::registerStrataDialects(registry);
  mlir::tt::ttnn::registerStrataPasses();
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  mlir::registerInlinerPass();

  auto [inputPath, outputPath] = mlir::registerAndParseCLIOptions(
      argc, argv, "Strata MLIR driver (ttcore + ttnn)\n", registry);
  // MLIR appends the whole op ("see current operation: ...") to every diagnostic an op
  // emits; on a function that reprints the function with each remark. Strata's
  // diagnostics name what they mean, so the op is printed only when asked for with
  // --mlir-print-op-on-diagnostic.
  llvm::StringMap<llvm::cl::Option *> &cliOptions = llvm::cl::getRegisteredOptions();
  bool printOpAsked = false;
  if (auto it = cliOptions.find("mlir-print-op-on-diagnostic"); it != cliOptions.end()) {
    auto *printOp = static_cast<llvm::cl::opt<bool> *>(it->second);
    if (printOp->getNumOccurrences() == 0)
      printOp->setValue(false);
    printOpAsked = printOp->getValue();
  }
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  // A pass's remarks are read by the line (a plan remark per function, a usage remark
  // per op): one line each, as a compiler prints them, instead of MLIR's three (the
  // message, the source line, a caret). The handler goes on each context once parsing
  // is done; -verify-diagnostics and an asked-for op dump keep MLIR's own handler.
  // A pass option that does not parse (timeout=abc) fails the pipeline's setup: the
  // option parser has said which one, and the input is not to blame.
  bool pipelineRefused = false;
  const mlir::MlirOptMainConfig pipeline = config;
  const bool oneLine = !config.shouldVerifyDiagnostics() && !printOpAsked;
  config.setPassPipelineSetupFn([pipeline, oneLine, &pipelineRefused](mlir::PassManager &pm) {
    if (oneLine)
      pm.getContext()->getDiagEngine().registerHandler([](mlir::Diagnostic &diagnostic) {
        if (diagnostic.str().empty())  // the setup's own failure, said by the option parser
          return mlir::success();
        llvm::errs() << strata::compiler::diagnosticLine(diagnostic) << "\n";
        for (const mlir::Diagnostic &note : diagnostic.getNotes())
          llvm::errs() << strata::compiler::diagnosticLine(note) << "\n";
        return mlir::success();
      });
    const mlir::LogicalResult setUp = pipeline.setupPassPipeline(pm);
    pipelineRefused = mlir::failed(setUp);
    return setUp;
  });
  config.allowUnregisteredDialects(!forbidForeignOps);
  if (!forbidForeignOps)
    strata::opt::registerForeignDialectStubs(registry);
  if (config.shouldShowDialects()) {
    llvm::outs() << "Available Dialects: ";
    llvm::interleaveComma(registry.getDialectNames(), llvm::outs());
    llvm::outs() << "\n";
    return 0;
  }

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = readInput(inputPath, error);
  if (!input)
    return fail(inputPath, error);
  if (std::optional<std::string> where =
          strata::compiler::findTooDeepNesting(input->getBuffer(), maxNestingDepth))
    return fail(inputPath, "nesting deeper than " + std::to_string(maxNestingDepth) +
                               " levels at " + *where +
                               "; raise the limit with --max-nesting-depth");

  // Rendered in memory: the output file is opened only once the run succeeded.
  std::string rendered;
  llvm::raw_string_ostream renderedStream(rendered);
  if (mlir::failed(mlir::MlirOptMain(renderedStream, std::move(input), registry, config))) {
    if (pipelineRefused) {
      llvm::errs() << "strata-opt: error: the pass pipeline's options are not valid (the option "
                      "named above); see strata-opt --help for each pass's options\n";
      return kBadInput;
    }
    return fail(inputPath, "input rejected (diagnostics above)");
  }
  std::unique_ptr<llvm::ToolOutputFile> output = mlir::openOutputFile(outputPath, &error);
  if (!output)
    return fail(inputPath, "cannot write output: " + error);
  output->os() << rendered;
  output->os().flush();
  if (output->os().has_error())
    return fail(inputPath, "cannot write output " + outputPath);
  output->keep();
  return 0;
}
