func.func @main(%x: tensor<32x64xbf16> {ttcore.argument_type = #ttcore.argument_type<input>}, %w: tensor<32x64xbf16> {ttcore.argument_type = #ttcore.argument_type<parameter>}, %b: tensor<1x32xbf16> {ttcore.argument_type = #ttcore.argument_type<constant>}) -> tensor<32x32xbf16> {
  %0 = "ttir.permute"(%w) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
  %1 = "ttir.matmul"(%x, %0) : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<32x32xbf16>
  %2 = "ttir.broadcast"(%b) <{broadcast_dimensions = array<i64: 32, 1>}> : (tensor<1x32xbf16>) -> tensor<32x32xbf16>
  %3 = "ttir.add"(%1, %2) : (tensor<32x32xbf16>, tensor<32x32xbf16>) -> tensor<32x32xbf16>
  return %3 : tensor<32x32xbf16>
}
