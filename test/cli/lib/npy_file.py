"""Writes .npy files for the CLI tests without NumPy (the tests run where it is absent)."""
import struct


def save(path, shape, values, descr="<f4"):
    """`values` (flat, C order) as a version 1.0 .npy of `shape` and `descr`."""
    fmt = {"<f4": "f", "<f8": "d", "<i4": "i"}[descr]
    dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (descr, dims)
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
        f.write(struct.pack("<%d%s" % (len(values), fmt), *values))
