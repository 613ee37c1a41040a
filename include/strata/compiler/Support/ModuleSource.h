// The checks every reader of a module file makes before MLIR's parser sees the text,
// and diagnostics as one line each. Used by strata-opt, `strata run` and Python's
// run_module alike, so no reader is softer than another.
#pragma once

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace strata::compiler {

/// Deeper nesting overflows the stack of MLIR's recursive parser.
inline constexpr unsigned kDefaultMaxNestingDepth = 256;

/// The first place where (), [], {} and <> (outside strings and // comments; `->` is an
/// arrow) nest deeper than `limit`, as "line L, column C", or none.
std::optional<std::string> findTooDeepNesting(llvm::StringRef text, unsigned limit);

/// Reads a module file: a regular file (not a FIFO, device or directory) within the
/// process's input limit (strata::maxInputBytes), nested at most `maxNesting` deep.
/// Throws strata::Error (NotFound / InvalidArgument) that names the file and the limit.
std::string readModuleSource(const std::string &path,
                             unsigned maxNesting = kDefaultMaxNestingDepth);

/// Parses the main buffer of `sourceMgr` as a module. An op whose location names no
/// file:line (the named locations tt-mlir's frontends write, `loc("p0.3")`, or none)
/// gets the place it is written at (under its name, `loc("p0.3"(file:line:col))`), so
/// every diagnostic about it points into the file. Null after a parse error (reported
/// to the context's handlers).
mlir::OwningOpRef<mlir::ModuleOp> parseModuleWithPlaces(llvm::SourceMgr &sourceMgr,
                                                        mlir::MLIRContext *context);

/// "file:line:col" of the first file location in `loc` (inside a name, a call site or
/// a fusion), or "" when it holds none.
std::string filePlace(mlir::Location loc);

/// "file:line:col: message" for a diagnostic (the location as written in the IR; an
/// op without a file location gives just the message), on one line.
std::string oneLine(const mlir::Diagnostic &diagnostic);

/// A compiler's one-line form, "file:line:col: remark: message" (severity after the
/// place, as gcc and clang print it), for diagnostics shown to a user as they come.
std::string diagnosticLine(const mlir::Diagnostic &diagnostic);

/// While alive, collects every diagnostic of `context` as one line (oneLine): errors
/// apart, warnings and remarks as diagnosticLine's "file:L:C: remark: ..." lines. Nothing is
/// printed: a library call leaves it to its caller (the CLI prints them, Python returns
/// them).
class CollectedDiagnostics {
public:
  explicit CollectedDiagnostics(mlir::MLIRContext &context);
  /// The first few errors joined by "; " and how many more there were, for an
  /// exception's one-line message.
  std::string summary() const;
  const std::vector<std::string> &errors() const { return errors_; }
  const std::vector<std::string> &notes() const { return notes_; }

private:
  std::vector<std::string> errors_;
  std::vector<std::string> notes_;
  mlir::ScopedDiagnosticHandler handler_;
};

} // namespace strata::compiler
