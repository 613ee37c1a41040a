// Standalone driver for libFuzzer-style targets (LLVMFuzzerTestOneInput), so every
// fuzz target also runs under plain g++ and the ASan/UBSan build as a ctest test:
// it replays the seed corpus, then a fixed number of mutations of it, deterministic
// for a given SEED (ctest uses the default; a long campaign passes a fresh one, and the
// seed it prints reproduces it).
// `make fuzz` builds the same targets with clang's libFuzzer for open-ended fuzzing.

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

// The input being run, written to ./fuzz-crash.bin if it kills the process, so a
// finding can be replayed (as the driver's only corpus entry) and minimised by hand.
const std::string* g_current = nullptr;

extern "C" void dumpCurrentInput(int signal) {
  if (g_current) {
    const int fd = ::open("fuzz-crash.bin", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
      [[maybe_unused]] const ssize_t n = ::write(fd, g_current->data(), g_current->size());
      ::close(fd);
    }
    static const char note[] = "fuzz driver: the input that crashed is in ./fuzz-crash.bin\n";
    [[maybe_unused]] const ssize_t n = ::write(2, note, sizeof note - 1);
  }
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

std::vector<std::string> loadCorpus(const char* dir) {
  std::vector<std::string> inputs;
  if (!std::filesystem::is_directory(dir)) return inputs;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.is_regular_file()) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    inputs.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  return inputs;
}

std::string mutate(std::string s, std::mt19937_64& rng, const std::vector<std::string>& corpus) {
  int edits = 1 + static_cast<int>(rng() % 4);
  for (int e = 0; e < edits; ++e) {
    switch (rng() % 6) {
      case 0:  // flip a byte
        if (!s.empty()) s[rng() % s.size()] = static_cast<char>(rng());
        break;
      case 1:  // truncate
        if (!s.empty()) s.resize(rng() % s.size());
        break;
      case 2:  // insert an interesting byte or digit run
        s.insert(s.begin() + static_cast<long>(s.empty() ? 0 : rng() % s.size()),
                 "0123456789-,:{}[]\"x\n"[rng() % 20]);
        break;
      case 3:  // duplicate a slice
        if (s.size() > 2) {
          std::size_t a = rng() % s.size(), n = 1 + rng() % std::min<std::size_t>(16, s.size() - a);
          s.insert(a, s.substr(a, n));
        }
        break;
      case 4:  // splice with another corpus entry
        if (!corpus.empty()) {
          const std::string& o = corpus[rng() % corpus.size()];
          if (!o.empty()) s = s.substr(0, s.empty() ? 0 : rng() % s.size()) + o.substr(rng() % o.size());
        }
        break;
      default:  // replace a number with an extreme one
        static const char* kExtremes[] = {"0", "-1", "18446744073709551615", "4294967296", "1e308"};
        if (!s.empty()) {
          std::size_t at = rng() % s.size();
          s.insert(at, kExtremes[rng() % 5]);
        }
    }
  }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s CORPUS_DIR [ITERATIONS [SECONDS [SEED]]]\n", argv[0]);
    return 2;
  }
  long iterations = argc > 2 ? std::atol(argv[2]) : 2000;
  // With SECONDS: at least ITERATIONS mutations, and on until SECONDS have passed (the
  // long runs docs/PERFORMANCE.md records).
  const double seconds = argc > 3 ? std::atof(argv[3]) : 0;
  const auto deadline = std::chrono::steady_clock::now() +
                        std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                            std::chrono::duration<double>(seconds));
  auto corpus = loadCorpus(argv[1]);
  if (corpus.empty()) {
    std::fprintf(stderr, "fuzz driver: no seed inputs in %s\n", argv[1]);
    return 2;
  }
  for (int signal : {SIGSEGV, SIGABRT, SIGFPE, SIGBUS, SIGILL}) std::signal(signal, dumpCurrentInput);
  for (const auto& input : corpus) {
    g_current = &input;
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
  }
  const unsigned long long seed = argc > 4 ? std::strtoull(argv[4], nullptr, 0) : 0x5742a7a;
  std::mt19937_64 rng(seed);
  long done = 0;
  for (; done < iterations || std::chrono::steady_clock::now() < deadline; ++done) {
    std::string m = mutate(corpus[rng() % corpus.size()], rng, corpus);
    g_current = &m;
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(m.data()), m.size());
  }
  std::printf("fuzz driver: %zu seeds + %ld mutations (seed %#llx), no crash\n", corpus.size(), done,
              seed);
  return 0;
}
