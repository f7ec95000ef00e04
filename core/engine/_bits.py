"""Bit tricks for kernels: LLVM's ctpop, cttz and ctlz, which numba does not expose."""
from llvmlite import ir
from numba import types
from numba.extending import intrinsic


@intrinsic
def popcount64(typingctx, x):
    """Number of set bits of an int64."""
    sig = types.int64(types.int64)

    def codegen(context, builder, signature, args):
        return builder.ctpop(args[0])

    return sig, codegen


@intrinsic
def ctz64(typingctx, x):
    """Index of the lowest set bit of a non-zero int64."""
    sig = types.int64(types.int64)

    def codegen(context, builder, signature, args):
        return builder.cttz(args[0], ir.Constant(ir.IntType(1), 1))

    return sig, codegen


@intrinsic
def clz64(typingctx, x):
    """Leading zero bits of a non-zero int64."""
    sig = types.int64(types.int64)

    def codegen(context, builder, signature, args):
        return builder.ctlz(args[0], ir.Constant(ir.IntType(1), 1))

    return sig, codegen
