! The hand-written reference for quadrature_alg.x90's invoke: the kernels called in plain
! loops over the cells with the arguments an LFRic PSy layer passes (PSyclone's order), the
! basis functions, evaluators, quadrature data, reference-element normals and adjacent faces
! looked up through LFRic's API. No psy-mlir code is involved.
module quadrature_reference_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use function_space_mod, only: BASIS, DIFF_BASIS
  use mesh_mod, only: mesh_type
  use reference_element_mod, only: reference_element_type
  use quadrature_face_mod, only: quadrature_face_type, quadrature_face_proxy_type
  use quadrature_edge_mod, only: quadrature_edge_type, quadrature_edge_proxy_type
  use face_flux_kernel_mod, only: face_flux_code
  use edge_tangent_kernel_mod, only: edge_tangent_code
  use nodal_w1_kernel_mod, only: nodal_w1_code
  use face_normals_kernel_mod, only: face_normals_code
  use nodal_targets_kernel_mod, only: nodal_targets_code
  implicit none
  private
  public :: quadrature_reference_invoke
contains

  subroutine quadrature_reference_invoke(qrf, qre, a3, b3, c3, d3, u2, v1, y0)
    type(quadrature_face_type), intent(in) :: qrf
    type(quadrature_edge_type), intent(in) :: qre
    type(field_type), intent(in) :: a3, b3, c3, d3, u2, v1, y0
    type(field_proxy_type) :: a_p, b_p, c_p, d_p, u_p, v_p, y_p
    type(quadrature_face_proxy_type) :: f
    type(quadrature_edge_proxy_type) :: e
    type(mesh_type), pointer :: mesh
    class(reference_element_type), pointer :: re
    integer(i_def), pointer :: m0(:,:), m1(:,:), m2(:,:), m3(:,:), adj(:,:)
    real(r_def), pointer :: nodes(:,:), nodes3(:,:)
    real(r_def), allocatable :: b2f(:,:,:,:), b1e(:,:,:,:), db1e(:,:,:,:)
    real(r_def), allocatable :: e1(:,:,:), de1(:,:,:), nh(:,:), onv(:,:)
    real(r_def), allocatable :: e23(:,:,:), e20(:,:,:), de23(:,:,:), de20(:,:,:)
    integer(i_def) :: nlayers, ncell, cell, n0, n1, n2, n3, df, dn

    a_p = a3%get_proxy()
    b_p = b3%get_proxy()
    c_p = c3%get_proxy()
    d_p = d3%get_proxy()
    u_p = u2%get_proxy()
    v_p = v1%get_proxy()
    y_p = y0%get_proxy()
    f = qrf%get_quadrature_proxy()
    e = qre%get_quadrature_proxy()
    nlayers = a_p%vspace%get_nlayers()
    ncell = a_p%vspace%get_ncell()
    n0 = y_p%vspace%get_ndf()
    n1 = v_p%vspace%get_ndf()
    n2 = u_p%vspace%get_ndf()
    n3 = a_p%vspace%get_ndf()
    m0 => y_p%vspace%get_whole_dofmap()
    m1 => v_p%vspace%get_whole_dofmap()
    m2 => u_p%vspace%get_whole_dofmap()
    m3 => a_p%vspace%get_whole_dofmap()
    allocate(b2f(3, n2, f%np_xyz, f%nfaces))
    call qrf%compute_function(BASIS, u_p%vspace, 3, n2, b2f)
    allocate(b1e(3, n1, e%np_xyz, e%nedges), db1e(3, n1, e%np_xyz, e%nedges))
    call qre%compute_function(BASIS, v_p%vspace, 3, n1, b1e)
    call qre%compute_function(DIFF_BASIS, v_p%vspace, 3, n1, db1e)
    nodes => y_p%vspace%get_nodes()
    allocate(e1(3, n1, n0), de1(3, n1, n0))
    do dn = 1, n0
      do df = 1, n1
        e1(:, df, dn) = v_p%vspace%call_function(BASIS, df, nodes(:, dn))
        de1(:, df, dn) = v_p%vspace%call_function(DIFF_BASIS, df, nodes(:, dn))
      end do
    end do
    nodes3 => d_p%vspace%get_nodes()
    allocate(e23(3, n2, n3), de23(1, n2, n3), e20(3, n2, n0), de20(1, n2, n0))
    do dn = 1, n3
      do df = 1, n2
        e23(:, df, dn) = u_p%vspace%call_function(BASIS, df, nodes3(:, dn))
        de23(:, df, dn) = u_p%vspace%call_function(DIFF_BASIS, df, nodes3(:, dn))
      end do
    end do
    do dn = 1, n0
      do df = 1, n2
        e20(:, df, dn) = u_p%vspace%call_function(BASIS, df, nodes(:, dn))
        de20(:, df, dn) = u_p%vspace%call_function(DIFF_BASIS, df, nodes(:, dn))
      end do
    end do
    mesh => c_p%vspace%get_mesh()
    re => mesh%get_reference_element()
    call re%get_normals_to_horizontal_faces(nh)
    call re%get_outward_normals_to_vertical_faces(onv)
    adj => mesh%get_adjacent_face()

    do cell = 1, ncell
      call face_flux_code(nlayers, a_p%data, u_p%data, n3, a_p%vspace%get_undf(),          &
                          m3(:, cell), n2, u_p%vspace%get_undf(), m2(:, cell), b2f,        &
                          f%np_xyz, f%nfaces, f%weights_xyz)
    end do
    do cell = 1, ncell
      call edge_tangent_code(nlayers, b_p%data, v_p%data, n3, b_p%vspace%get_undf(),       &
                             m3(:, cell), n1, v_p%vspace%get_undf(), m1(:, cell), b1e,     &
                             db1e, e%np_xyz, e%nedges, e%weights_xyz)
    end do
    do cell = 1, ncell
      call nodal_w1_code(nlayers, y_p%data, v_p%data, n0, y_p%vspace%get_undf(),           &
                         m0(:, cell), n1, v_p%vspace%get_undf(), m1(:, cell), e1, de1)
    end do
    do cell = 1, ncell
      call face_normals_code(nlayers, c_p%data, a_p%data, n3, c_p%vspace%get_undf(),       &
                             m3(:, cell), re%get_number_horizontal_faces(),                &
                             re%get_number_vertical_faces(), nh, onv, adj(:, cell))
    end do
    do cell = 1, ncell
      call nodal_targets_code(nlayers, d_p%data, y_p%data, u_p%data, n3,                  &
                              d_p%vspace%get_undf(), m3(:, cell), n0,                     &
                              y_p%vspace%get_undf(), m0(:, cell), n2,                     &
                              u_p%vspace%get_undf(), m2(:, cell), e23, e20, de23, de20)
    end do
  end subroutine quadrature_reference_invoke
end module quadrature_reference_mod
