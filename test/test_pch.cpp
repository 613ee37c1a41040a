// Anchor of the precompiled GoogleTest header the layer tests share (test/CMakeLists.txt).
