// Every form of #psy.meta_arg: field, scalar, field vector with a stencil, operator (to and
// from spaces), column-wise operator, inter-grid mesh, scalar array rank; further metadata in
// the attribute dictionary.
psy.kernel_meta @all_args_type operates_on "cell_column" procedure "all_args_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_scalar, gh_real, gh_read>,
          #psy.meta_arg<gh_field*3, gh_real, gh_read, "w0", stencil = cross>,
          #psy.meta_arg<gh_operator, gh_real, gh_read, "w0", "w1">,
          #psy.meta_arg<gh_columnwise_operator, gh_real, gh_read, "w3", "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3", mesh = gh_coarse>,
          #psy.meta_arg<gh_scalar_array, gh_integer, gh_read, rank = 2>]
    {gh_shape = ["gh_quadrature_xyoz"], meta_reference_element = ["normals_to_horizontal_faces"]}
