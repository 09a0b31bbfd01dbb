! The reference element, face and edge quadrature and the basis-function queries through
! LFRic's Fortran API. Face rules integrate the W2 flux through each face against the
! reference element's normals (the identity: dof f has unit flux through face f only),
! edge rules the W1 circulation along each edge (the identity), both exactly; the older
! compute_basis_function agrees with compute_function on an xyoz rule; nodal basis
! functions are the identity at the nodes.
! RUN: flang-new-22 -c -I %rt_fortran_mods %s -o %t.o
! RUN: %cc %t.o %rt_fortran_libs %flang_rt -o %t
! RUN: %t | FileCheck %s
program quadrature_test

  use constants_mod, only: i_def, r_def
  use fs_continuity_mod, only: W0, W1, W2
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type, BASIS, DIFF_BASIS
  use reference_element_mod, only: reference_element_type
  use quadrature_rule_gaussian_mod, only: quadrature_rule_gaussian_type
  use quadrature_xyoz_mod, only: quadrature_xyoz_type, quadrature_xyoz_proxy_type
  use quadrature_face_mod, only: quadrature_face_type, quadrature_face_proxy_type
  use quadrature_edge_mod, only: quadrature_edge_type, quadrature_edge_proxy_type

  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w1_fs, w2_fs
  class(reference_element_type), pointer :: re
  type(quadrature_rule_gaussian_type) :: gauss
  type(quadrature_face_type), target :: qf, qf_h, qf_v, qf_var
  type(quadrature_face_proxy_type) :: qf_p, qf_h_p, qf_var_p
  type(quadrature_edge_type), target :: qe
  type(quadrature_edge_proxy_type) :: qe_p
  type(quadrature_xyoz_type), target :: qr
  type(quadrature_xyoz_proxy_type) :: qr_p
  real(r_def), allocatable :: normals(:,:), outward(:,:), values(:,:,:,:), values_old(:,:,:,:)
  real(r_def), allocatable :: flux(:,:), nodal(:,:,:)
  real(r_def) :: integral
  integer(i_def), pointer :: adjacent(:,:)
  integer(i_def) :: f, df, q, e

  mesh = mesh_type(3, 3, 2, 1.0_r_def, 1.0_r_def, 1.0_r_def, 1)
  w0_fs = function_space_type(mesh, 0, W0)
  w1_fs = function_space_type(mesh, 0, W1)
  w2_fs = function_space_type(mesh, 0, W2)

  ! Mesh queries the PSy layer makes for reference-element and face kernels.
  re => mesh%get_reference_element()
  adjacent => mesh%get_adjacent_face()
  print '(a,5(i0,1x),a,4(i0,1x),a,3(i0,1x))', 'reference element ', re%get_number_faces(), &
        re%get_number_horizontal_faces(), re%get_number_vertical_faces(), &
        re%get_number_edges(), re%get_number_vertices(), 'adjacent ', adjacent(:, 5), &
        'halo cells ', mesh%get_num_cells_halo(0), mesh%get_num_cells_halo(1), &
        mesh%get_num_cells_halo(2)
  ! CHECK: reference element 6 4 2 12 8 adjacent 3 4 1 2 halo cells 0 16 0
  call re%get_normals_to_faces(normals)
  call re%get_outward_normals_to_faces(outward)
  print '(a,18(f4.0))', 'normals ', normals
  print '(a,18(f4.0))', 'outward ', outward
  ! CHECK-NEXT: normals   1.  0.  0.  0. -1.  0.  1.  0.  0.  0. -1.  0.  0.  0.  1.  0.  0.  1.
  ! CHECK-NEXT: outward  -1.  0.  0.  0. -1.  0.  1.  0.  0.  0.  1.  0.  0.  0. -1.  0.  0.  1.
  call re%get_normals_to_horizontal_faces(normals)
  call re%get_outward_normals_to_vertical_faces(outward)
  print '(a,2(i0,1x),a,2(i0,1x))', 'horizontal ', shape(normals), 'vertical ', shape(outward)
  ! CHECK-NEXT: horizontal 3 4 vertical 3 2

  ! Face rule, 2 x 2 points: each face's weights sum to 1, every point lies on its face, and
  ! the W2 flux matrix against LFRic's normals is the identity.
  qf = quadrature_face_type(2, .true., .true., re, gauss)
  qf_p = qf%get_quadrature_proxy()
  allocate(values(3, 6, qf_p%np_xyz, qf_p%nfaces), flux(6, 6))
  call qf%compute_function(BASIS, w2_fs, 3, 6, values)
  call re%get_normals_to_faces(normals)
  do f = 1, qf_p%nfaces
    do df = 1, 6
      flux(f, df) = sum([(qf_p%weights_xyz(q, f) * dot_product(values(:, df, q, f), &
                          normals(:, f)), q = 1, qf_p%np_xyz)])
    end do
  end do
  print '(a,i0,1x,i0,a,l1,a,l1,a,l1)', 'face rule ', qf_p%np_xyz, qf_p%nfaces, ' weights ', &
        all(abs(sum(qf_p%weights_xyz, 1) - 1.0_r_def) < 1.0e-14_r_def), ' on faces ', &
        on_faces(qf_p), ' W2 flux identity ', is_identity(flux)
  ! CHECK-NEXT: face rule 4 6 weights T on faces T W2 flux identity T

  ! 2 points a side are exact to degree 3 in each direction: x^3 y^2 over the bottom face.
  integral = sum(qf_p%weights_xyz(:, 5) * qf_p%points_xyz(1, :, 5)**3 * &
                 qf_p%points_xyz(2, :, 5)**2)
  print '(a,l1)', 'exact x^3 y^2 on B: ', abs(integral - 1.0_r_def / 12.0_r_def) < 1.0e-15_r_def
  ! CHECK-NEXT: exact x^3 y^2 on B: T

  qf_h = quadrature_face_type(2, .true., .false., re, gauss)
  qf_v = quadrature_face_type(2, .false., .true., re, gauss)
  qf_var = quadrature_face_type(2, 3, .true., .true., re, gauss)
  qf_p = qf_v%get_quadrature_proxy()
  qf_h_p = qf_h%get_quadrature_proxy()
  qf_var_p = qf_var%get_quadrature_proxy()
  print '(a,i0,a,i0,a,2(f3.1,1x),a,i0)', 'horizontal faces ', qf_h_p%nfaces, &
        ' vertical faces ', qf_p%nfaces, ' at z ', qf_p%points_xyz(3, 1, :), &
        'variable np_xyz ', qf_var_p%np_xyz
  ! CHECK-NEXT: horizontal faces 4 vertical faces 2 at z 0.0 1.0 variable np_xyz 6

  ! Edge rule: the W1 circulation matrix along LFRic's edge tangents is the identity.
  qe = quadrature_edge_type(2, re, gauss)
  qe_p = qe%get_quadrature_proxy()
  deallocate(values, flux)
  allocate(values(3, 12, qe_p%np_xyz, qe_p%nedges), flux(12, 12))
  call qe%compute_function(BASIS, w1_fs, 3, 12, values)
  do e = 1, qe_p%nedges
    do df = 1, 12
      flux(e, df) = sum([(qe_p%weights_xyz(q, e) * dot_product(values(:, df, q, e), &
                          tangent(e)), q = 1, qe_p%np_xyz)])
    end do
  end do
  print '(a,i0,1x,i0,a,l1)', 'edge rule ', qe_p%np_xyz, qe_p%nedges, ' W1 circulation identity ', &
        is_identity(flux)
  ! CHECK-NEXT: edge rule 2 12 W1 circulation identity T

  ! The older basis interface gives what compute_function gives on the same xyoz rule.
  qr = quadrature_xyoz_type(3, gauss)
  qr_p = qr%get_quadrature_proxy()
  deallocate(values)
  allocate(values(1, 6, qr_p%np_xy, qr_p%np_z), values_old(1, 6, qr_p%np_xy, qr_p%np_z))
  call qr%compute_function(DIFF_BASIS, w2_fs, 1, 6, values)
  call w2_fs%compute_diff_basis_function(values_old, 6, qr_p%np_xy, qr_p%np_z, &
                                         qr_p%points_xy, qr_p%points_z)
  print '(a,l1)', 'compute_diff_basis_function = compute_function: ', all(values == values_old)
  ! CHECK-NEXT: compute_diff_basis_function = compute_function: T
  deallocate(values, values_old)
  allocate(values(3, 12, qr_p%np_xy, qr_p%np_z), values_old(3, 12, qr_p%np_xy, qr_p%np_z))
  call qr%compute_function(BASIS, w1_fs, 3, 12, values)
  call w1_fs%compute_basis_function(values_old, 12, qr_p%np_xy, qr_p%np_z, qr_p%points_xy, &
                                    qr_p%points_z)
  print '(a,l1)', 'compute_basis_function = compute_function: ', all(values == values_old)
  ! CHECK-NEXT: compute_basis_function = compute_function: T

  ! Nodal: W0 basis functions at W0's nodes are the identity; the gradient of each sums to 0.
  allocate(nodal(1, 8, 8))
  call w0_fs%compute_nodal_basis_function(nodal, 8, 8, w0_fs%get_nodes())
  print '(a,l1,a,l1)', 'nodal identity ', is_identity(nodal(1, :, :)), ' gradients sum to 0 ', &
        all(abs(sum(reshape([(w0_fs%evaluate_diff_basis(df, [0.3_r_def, 0.6_r_def, &
        0.2_r_def]), df = 1, 8)], [3, 8]), 2)) < 1.0e-15_r_def)
  ! CHECK-NEXT: nodal identity T gradients sum to 0 T

  call qf%quadrature_final()
  call qe%quadrature_final()
  call qr%quadrature_final()
  call w0_fs%clear()
  call w1_fs%clear()
  call w2_fs%clear()
  call mesh%clear()

contains

  logical function is_identity(a)
    real(r_def), intent(in) :: a(:,:)
    integer(i_def) :: i, j
    is_identity = .true.
    do j = 1, size(a, 2)
      do i = 1, size(a, 1)
        if (abs(a(i, j) - merge(1.0_r_def, 0.0_r_def, i == j)) > 1.0e-14_r_def) &
          is_identity = .false.
      end do
    end do
  end function is_identity

  ! Every point of face f (W S E N B T) has the face's fixed coordinate.
  logical function on_faces(p)
    type(quadrature_face_proxy_type), intent(in) :: p
    integer(i_def), parameter :: axis(6) = [1, 2, 1, 2, 3, 3]
    real(r_def), parameter :: value(6) = [0, 0, 1, 1, 0, 1]
    integer(i_def) :: f
    on_faces = .true.
    do f = 1, p%nfaces
      if (any(p%points_xyz(axis(f), :, f) /= value(f))) on_faces = .false.
    end do
  end function on_faces

  ! LFRic's edge tangents: +y along WB EB WT ET, +x along SB NB ST NT, +z on the vertical
  ! edges.
  function tangent(e) result(t)
    integer(i_def), intent(in) :: e
    real(r_def) :: t(3)
    integer(i_def), parameter :: axis(12) = [2, 1, 2, 1, 3, 3, 3, 3, 2, 1, 2, 1]
    t = 0.0_r_def
    t(axis(e)) = 1.0_r_def
  end function tangent

end program quadrature_test
