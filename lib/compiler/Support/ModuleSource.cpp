// Module files in: the shared input checks and one-line diagnostics.
#include "strata/compiler/Support/ModuleSource.h"

#include "strata/support/error.hpp"
#include "strata/support/input_file.hpp"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace strata::compiler {

std::optional<std::string> findTooDeepNesting(llvm::StringRef text, unsigned limit) {
  unsigned depth = 0, line = 1;
  size_t lineStart = 0;
  // Prefix minus signs in a row ("- - - d0" in an affine map) recurse in the parser
  // as brackets do, without a bracket to count.
  unsigned minusRun = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    const char c = text[i];
    if (c == '-' && !(i + 1 < e && text[i + 1] == '>')) {
      if (depth + ++minusRun > limit)
        return "line " + std::to_string(line) + ", column " + std::to_string(i - lineStart + 1) +
               " (a run of minus signs)";
      continue;
    }
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
      minusRun = 0;
    switch (c) {
    case '\n':
      ++line;
      lineStart = i + 1;
      break;
    case '"':
      for (++i; i < e && text[i] != '"'; ++i) {
        if (text[i] == '\\')
          ++i;
        else if (text[i] == '\n')
          break; // MLIR rejects the unterminated string
      }
      if (i < e && text[i] == '\n')
        --i; // let the newline be counted
      break;
    case '/':
      if (i + 1 < e && text[i + 1] == '/')
        while (i + 1 < e && text[i + 1] != '\n')
          ++i;
      break;
    case '(':
    case '[':
    case '{':
    case '<':
      if (++depth > limit)
        return "line " + std::to_string(line) + ", column " + std::to_string(i - lineStart + 1);
      break;
    case '>':
      if (i > 0 && text[i - 1] == '-')
        break;
      [[fallthrough]];
    case ')':
    case ']':
    case '}':
      if (depth > 0)
        --depth;
      break;
    default:
      break;
    }
  }
  return std::nullopt;
}

std::string readModuleSource(const std::string &path, unsigned maxNesting) {
  std::string text = readInputFile(path, "module");
  if (std::optional<std::string> where = findTooDeepNesting(text, maxNesting))
    throw Error(ErrorKind::InvalidArgument,
                path + ": nesting deeper than " + std::to_string(maxNesting) + " levels at " +
                    *where + "; MLIR's parser would overflow its stack on it",
                {Error::str("file", path), Error::num("max_nesting", maxNesting)});
  return text;
}

mlir::OwningOpRef<mlir::ModuleOp> parseModuleWithPlaces(llvm::SourceMgr &sourceMgr,
                                                        mlir::MLIRContext *context) {
  const llvm::MemoryBuffer *buffer = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  const llvm::StringRef file = buffer->getBufferIdentifier();
  mlir::Block block;
  mlir::AsmParserState state;
  if (mlir::failed(mlir::parseAsmSourceFile(sourceMgr, &block, mlir::ParserConfig(context), &state)))
    return nullptr;
  for (const mlir::AsmParserState::OperationDefinition &def : state.getOpDefs()) {
    const mlir::Location loc = def.op->getLoc();
    if (loc->findInstanceOf<mlir::FileLineColLoc>())
      continue;
    const auto [line, column] = sourceMgr.getLineAndColumn(def.loc.Start);
    const mlir::Location place = mlir::FileLineColLoc::get(context, file, line, column);
    if (auto name = mlir::dyn_cast<mlir::NameLoc>(loc))
      def.op->setLoc(mlir::NameLoc::get(name.getName(), place));
    else if (mlir::isa<mlir::UnknownLoc>(loc))
      def.op->setLoc(place);
    else
      def.op->setLoc(mlir::FusedLoc::get(context, {place, loc}));
  }
  return mlir::detail::constructContainerOpForParserIfNecessary<mlir::ModuleOp>(
      &block, context, mlir::FileLineColLoc::get(context, file, 0, 0));
}

static llvm::StringRef severityName(mlir::DiagnosticSeverity severity) {
  switch (severity) {
  case mlir::DiagnosticSeverity::Error:
    return "error";
  case mlir::DiagnosticSeverity::Warning:
    return "warning";
  case mlir::DiagnosticSeverity::Remark:
    return "remark";
  case mlir::DiagnosticSeverity::Note:
    return "note";
  }
  return "note";
}

std::string filePlace(mlir::Location loc) {
  auto file = loc->findInstanceOf<mlir::FileLineColLoc>();
  if (!file)
    return "";
  return (file.getFilename().getValue() + ":" + llvm::Twine(file.getLine()) + ":" +
          llvm::Twine(file.getColumn()))
      .str();
}

// "file:line:col: [severity: ]message" on one line: a multi-line message (an op
// printed into the text) would break the one-line rule.
static std::string formatOnOneLine(const mlir::Diagnostic &diagnostic, bool withSeverity) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (std::string place = filePlace(diagnostic.getLocation()); !place.empty())
    os << place << ": ";
  if (withSeverity)
    os << severityName(diagnostic.getSeverity()) << ": ";
  os << diagnostic.str();
  for (char &c : text)
    if (c == '\n')
      c = ' ';
  return text;
}

std::string oneLine(const mlir::Diagnostic &diagnostic) {
  return formatOnOneLine(diagnostic, /*withSeverity=*/false);
}

std::string diagnosticLine(const mlir::Diagnostic &diagnostic) {
  return formatOnOneLine(diagnostic, /*withSeverity=*/true);
}

CollectedDiagnostics::CollectedDiagnostics(mlir::MLIRContext &context)
    : handler_(&context, [this](mlir::Diagnostic &diagnostic) {
        if (diagnostic.getSeverity() == mlir::DiagnosticSeverity::Error) {
          errors_.push_back(oneLine(diagnostic));
        } else {
          notes_.push_back(diagnosticLine(diagnostic));
        }
        return mlir::success();
      }) {}

std::string CollectedDiagnostics::summary() const {
  if (errors_.empty())
    return "no diagnostic was given";
  // Up to a few errors, so that every op a module cannot run is named at once.
  constexpr size_t kShown = 4;
  std::string text;
  for (size_t i = 0; i < errors_.size() && i < kShown; ++i)
    text += (i ? "; " : "") + errors_[i];
  if (errors_.size() > kShown)
    text += " (and " + std::to_string(errors_.size() - kShown) + " more)";
  return text;
}

} // namespace strata::compiler
