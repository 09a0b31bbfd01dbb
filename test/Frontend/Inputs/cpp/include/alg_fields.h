! Included by alg_cpp.X90 through -I: the fields every variant of the algorithm uses.
  type(field_type) :: f1, f2, f3
