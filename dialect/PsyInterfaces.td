// Interfaces of psy ops.
#ifndef PSY_INTERFACES_TD
#define PSY_INTERFACES_TD

include "mlir/IR/OpBase.td"

def Psy_HaloDepthOpInterface : OpInterface<"HaloDepthOpInterface"> {
  let cppNamespace = "::psy";
  let description = [{
    An op whose meaning depends on a halo depth: a loop's halo bound, a halo exchange (or its
    start) and a set-clean marker. The depth is held one of three ways, the same in every
    such op: a constant (`depth`, at least 1), an `index` value (`depth_value`), or the mesh's
    maximum halo depth less `below_max` (`depth(max)`, `depth(max - 1)`). The distributed-
    memory passes read and rewrite depths through this interface, whatever the op.
  }];
  let methods = [
    InterfaceMethod<"The constant depth; 0 when the depth is a value, the maximum, or absent.",
      "int64_t", "getConstantHaloDepth", (ins), [{}], [{
        return $_op.getDepth() ? (int64_t)*$_op.getDepth() : 0;
      }]>,
    InterfaceMethod<"The depth as an index value; null unless the depth is one.",
      "::mlir::Value", "getHaloDepthValue", (ins), [{}], [{
        return $_op.getDepthValue();
      }]>,
    InterfaceMethod<"Whether the depth is the mesh's maximum (less getHaloDepthBelowMax).",
      "bool", "isMaxHaloDepth", (ins), [{}], [{
        return (bool)$_op.getBelowMaxAttr();
      }]>,
    InterfaceMethod<"How far below the mesh's maximum a `max` depth is (0 otherwise).",
      "int64_t", "getHaloDepthBelowMax", (ins), [{}], [{
        return $_op.getBelowMax() ? (int64_t)*$_op.getBelowMax() : 0;
      }]>,
    InterfaceMethod<"Makes the depth the constant `depth` (0: none).",
      "void", "setConstantHaloDepth", (ins "int64_t":$depth), [{}], [{
        $_op.getDepthValueMutable().clear();
        $_op.removeBelowMaxAttr();
        if (depth > 0)
          $_op.setDepth((uint64_t)depth);
        else
          $_op.removeDepthAttr();
      }]>,
    InterfaceMethod<"Makes the depth the mesh's maximum less `belowMax`.",
      "void", "setMaxHaloDepth", (ins "int64_t":$belowMax), [{}], [{
        $_op.getDepthValueMutable().clear();
        $_op.removeDepthAttr();
        $_op.setBelowMax((uint64_t)belowMax);
      }]>,
  ];
}

#endif // PSY_INTERFACES_TD
