! The bind(C) interfaces to the C core (include/psy-rt/Runtime.h). Private to the runtime's
! Fortran modules: the algorithm layer uses the LFRic-named modules, not this one.
module psy_rt_c_mod

  use, intrinsic :: iso_c_binding, only: c_int, c_int64_t, c_double, c_ptr, c_char

  implicit none

  private
  public :: psy_rt_real64, psy_rt_real32, psy_rt_int32, psy_rt_columnwise_shape

  ! PsyRtDataType.
  integer(c_int), parameter :: psy_rt_real64 = 0, psy_rt_real32 = 1, psy_rt_int32 = 2

  ! PsyRtColumnwiseShape.
  type, bind(C) :: psy_rt_columnwise_shape
    integer(c_int) :: alpha, beta, gamma_m, gamma_p, bandwidth, nrow, ncol, ncell_2d
  end type psy_rt_columnwise_shape

  interface
    integer(c_int) function psy_rt_space_from_lfric(fs) bind(C, name="psyRtSpaceFromLFRic")
      import :: c_int
      integer(c_int), value :: fs
    end function

    integer(c_int) function psy_rt_space_get_dim_space(space) &
        bind(C, name="psyRtSpaceGetDimSpace")
      import :: c_int
      integer(c_int), value :: space
    end function

    integer(c_int) function psy_rt_space_get_dim_space_diff(space) &
        bind(C, name="psyRtSpaceGetDimSpaceDiff")
      import :: c_int
      integer(c_int), value :: space
    end function

    subroutine psy_rt_space_get_node(space, order, df, xyz) bind(C, name="psyRtSpaceGetNode")
      import :: c_int, c_double
      integer(c_int), value :: space, order, df
      real(c_double), intent(out) :: xyz(3)
    end subroutine

    subroutine psy_rt_space_evaluate(space, order, which, df, xi, out) &
        bind(C, name="psyRtSpaceEvaluate")
      import :: c_int, c_double
      integer(c_int), value :: space, order, which, df
      real(c_double), intent(in) :: xi(3)
      real(c_double), intent(out) :: out(*)
    end subroutine

    type(c_ptr) function psy_rt_mesh_create(nx, ny, nlayers, dx, dy, dz, halo) &
        bind(C, name="psyRtMeshCreate")
      import :: c_int, c_double, c_ptr
      integer(c_int), value :: nx, ny, nlayers, halo
      real(c_double), value :: dx, dy, dz
    end function

    subroutine psy_rt_mesh_destroy(mesh) bind(C, name="psyRtMeshDestroy")
      import :: c_ptr
      type(c_ptr), value :: mesh
    end subroutine

    integer(c_int) function psy_rt_mesh_map_ratio(coarse, fine, rx, ry) &
        bind(C, name="psyRtMeshMapRatio")
      import :: c_int, c_ptr
      type(c_ptr), value :: coarse, fine
      integer(c_int), intent(out) :: rx, ry
    end function

    integer(c_int) function psy_rt_mesh_map_cells(coarse, fine, map) &
        bind(C, name="psyRtMeshMapCells")
      import :: c_int, c_ptr
      type(c_ptr), value :: coarse, fine
      integer(c_int), intent(out) :: map(*)
    end function

    integer(c_int) function psy_rt_mesh_get_nlayers(mesh) bind(C, name="psyRtMeshGetNLayers")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
    end function

    integer(c_int) function psy_rt_mesh_get_halo_depth(mesh) &
        bind(C, name="psyRtMeshGetHaloDepth")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
    end function

    integer(c_int) function psy_rt_mesh_get_ncells_2d(mesh) bind(C, name="psyRtMeshGetNCells2d")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
    end function

    integer(c_int) function psy_rt_mesh_get_last_halo_cell(mesh, depth) &
        bind(C, name="psyRtMeshGetLastHaloCell")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
      integer(c_int), value :: depth
    end function

    integer(c_int) function psy_rt_mesh_get_cell_next(mesh, cell, face) &
        bind(C, name="psyRtMeshGetCellNext")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
      integer(c_int), value :: cell, face
    end function

    subroutine psy_rt_mesh_get_spacing(mesh, d) bind(C, name="psyRtMeshGetSpacing")
      import :: c_double, c_ptr
      type(c_ptr), value :: mesh
      real(c_double), intent(out) :: d(3)
    end subroutine

    type(c_ptr) function psy_rt_function_space_create(mesh, space, order) &
        bind(C, name="psyRtFunctionSpaceCreate")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
      integer(c_int), value :: space, order
    end function

    subroutine psy_rt_function_space_destroy(fs) bind(C, name="psyRtFunctionSpaceDestroy")
      import :: c_ptr
      type(c_ptr), value :: fs
    end subroutine

    integer(c_int) function psy_rt_function_space_get_ndf(fs) &
        bind(C, name="psyRtFunctionSpaceGetNdf")
      import :: c_int, c_ptr
      type(c_ptr), value :: fs
    end function

    integer(c_int) function psy_rt_function_space_get_undf(fs) &
        bind(C, name="psyRtFunctionSpaceGetUndf")
      import :: c_int, c_ptr
      type(c_ptr), value :: fs
    end function

    integer(c_int64_t) function psy_rt_function_space_get_global_dof(fs, dof) &
        bind(C, name="psyRtFunctionSpaceGetGlobalDof")
      import :: c_int, c_int64_t, c_ptr
      type(c_ptr), value :: fs
      integer(c_int), value :: dof
    end function

    integer(c_int) function psy_rt_function_space_get_last_dof_owned(fs) &
        bind(C, name="psyRtFunctionSpaceGetLastDofOwned")
      import :: c_int, c_ptr
      type(c_ptr), value :: fs
    end function

    integer(c_int) function psy_rt_function_space_get_last_dof_annexed(fs) &
        bind(C, name="psyRtFunctionSpaceGetLastDofAnnexed")
      import :: c_int, c_ptr
      type(c_ptr), value :: fs
    end function

    integer(c_int) function psy_rt_function_space_get_last_dof_halo(fs, depth) &
        bind(C, name="psyRtFunctionSpaceGetLastDofHalo")
      import :: c_int, c_ptr
      type(c_ptr), value :: fs
      integer(c_int), value :: depth
    end function

    type(c_ptr) function psy_rt_function_space_get_dofmap(fs) &
        bind(C, name="psyRtFunctionSpaceGetDofmap")
      import :: c_ptr
      type(c_ptr), value :: fs
    end function

    type(c_ptr) function psy_rt_field_create(fs, data_type) bind(C, name="psyRtFieldCreate")
      import :: c_int, c_ptr
      type(c_ptr), value :: fs
      integer(c_int), value :: data_type
    end function

    subroutine psy_rt_field_destroy(field) bind(C, name="psyRtFieldDestroy")
      import :: c_ptr
      type(c_ptr), value :: field
    end subroutine

    type(c_ptr) function psy_rt_field_get_data(field) bind(C, name="psyRtFieldGetData")
      import :: c_ptr
      type(c_ptr), value :: field
    end function

    integer(c_int) function psy_rt_field_get_halo_depth(field) &
        bind(C, name="psyRtFieldGetHaloDepth")
      import :: c_int, c_ptr
      type(c_ptr), value :: field
    end function

    integer(c_int) function psy_rt_field_is_dirty(field, depth) bind(C, name="psyRtFieldIsDirty")
      import :: c_int, c_ptr
      type(c_ptr), value :: field
      integer(c_int), value :: depth
    end function

    subroutine psy_rt_field_set_dirty(field) bind(C, name="psyRtFieldSetDirty")
      import :: c_ptr
      type(c_ptr), value :: field
    end subroutine

    subroutine psy_rt_field_set_clean(field, depth) bind(C, name="psyRtFieldSetClean")
      import :: c_int, c_ptr
      type(c_ptr), value :: field
      integer(c_int), value :: depth
    end subroutine

    integer(c_int) function psy_rt_field_get_clean_depth(field) &
        bind(C, name="psyRtFieldGetCleanDepth")
      import :: c_int, c_ptr
      type(c_ptr), value :: field
    end function

    integer(c_int) function psy_rt_field_halo_exchange(field, depth) &
        bind(C, name="psyRtFieldHaloExchange")
      import :: c_int, c_ptr
      type(c_ptr), value :: field
      integer(c_int), value :: depth
    end function

    integer(c_int) function psy_rt_gauss_legendre(np, points, weights) &
        bind(C, name="psyRtGaussLegendre")
      import :: c_int, c_double
      integer(c_int), value :: np
      real(c_double), intent(out) :: points(*), weights(*)
    end function

    integer(c_int) function psy_rt_mesh_get_ncolours(mesh) bind(C, name="psyRtMeshGetNColours")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
    end function

    type(c_ptr) function psy_rt_mesh_get_colour_cells(mesh, colour, ncells) &
        bind(C, name="psyRtMeshGetColourCells")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
      integer(c_int), value :: colour
      integer(c_int), intent(out) :: ncells
    end function

    integer(c_int) function psy_rt_mesh_get_last_halo_cell_per_colour(mesh, colour, depth) &
        bind(C, name="psyRtMeshGetLastHaloCellPerColour")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
      integer(c_int), value :: colour, depth
    end function

    integer(c_int) function psy_rt_stencil_get_max_size(shape, extent) &
        bind(C, name="psyRtStencilGetMaxSize")
      import :: c_int
      integer(c_int), value :: shape, extent
    end function

    integer(c_int) function psy_rt_mesh_get_stencil_cells(mesh, shape, extent, cell, cells) &
        bind(C, name="psyRtMeshGetStencilCells")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
      integer(c_int), value :: shape, extent, cell
      integer(c_int), intent(out) :: cells(*)
    end function

    type(c_ptr) function psy_rt_operator_create(to, from, data_type) &
        bind(C, name="psyRtOperatorCreate")
      import :: c_int, c_ptr
      type(c_ptr), value :: to, from
      integer(c_int), value :: data_type
    end function

    subroutine psy_rt_operator_destroy(op) bind(C, name="psyRtOperatorDestroy")
      import :: c_ptr
      type(c_ptr), value :: op
    end subroutine

    integer(c_int) function psy_rt_operator_get_ncell_3d(op) &
        bind(C, name="psyRtOperatorGetNCell3d")
      import :: c_int, c_ptr
      type(c_ptr), value :: op
    end function

    type(c_ptr) function psy_rt_operator_get_data(op) bind(C, name="psyRtOperatorGetData")
      import :: c_ptr
      type(c_ptr), value :: op
    end function

    type(c_ptr) function psy_rt_columnwise_operator_create_custom(to, from, alpha, beta, &
                                                                  gamma_m, gamma_p) &
        bind(C, name="psyRtColumnwiseOperatorCreateCustom")
      import :: c_int, c_ptr
      type(c_ptr), value :: to, from
      integer(c_int), value :: alpha, beta, gamma_m, gamma_p
    end function

    type(c_ptr) function psy_rt_columnwise_operator_create(to, from) &
        bind(C, name="psyRtColumnwiseOperatorCreate")
      import :: c_ptr
      type(c_ptr), value :: to, from
    end function

    subroutine psy_rt_columnwise_operator_destroy(op) &
        bind(C, name="psyRtColumnwiseOperatorDestroy")
      import :: c_ptr
      type(c_ptr), value :: op
    end subroutine

    type(psy_rt_columnwise_shape) function psy_rt_columnwise_operator_get_shape(op) &
        bind(C, name="psyRtColumnwiseOperatorGetShape")
      import :: c_ptr, psy_rt_columnwise_shape
      type(c_ptr), value :: op
    end function

    type(c_ptr) function psy_rt_columnwise_operator_get_matrix(op) &
        bind(C, name="psyRtColumnwiseOperatorGetMatrix")
      import :: c_ptr
      type(c_ptr), value :: op
    end function

    type(c_ptr) function psy_rt_columnwise_operator_get_banded_dofmap_to(op) &
        bind(C, name="psyRtColumnwiseOperatorGetBandedDofmapTo")
      import :: c_ptr
      type(c_ptr), value :: op
    end function

    type(c_ptr) function psy_rt_columnwise_operator_get_banded_dofmap_from(op) &
        bind(C, name="psyRtColumnwiseOperatorGetBandedDofmapFrom")
      import :: c_ptr
      type(c_ptr), value :: op
    end function

    type(c_ptr) function psy_rt_columnwise_operator_get_indirection_to(op) &
        bind(C, name="psyRtColumnwiseOperatorGetIndirectionTo")
      import :: c_ptr
      type(c_ptr), value :: op
    end function

    type(c_ptr) function psy_rt_columnwise_operator_get_indirection_from(op) &
        bind(C, name="psyRtColumnwiseOperatorGetIndirectionFrom")
      import :: c_ptr
      type(c_ptr), value :: op
    end function
    ! Ranks, reductions and the MPI additions (libPsyRuntimeMpi; one rank without MPI).
    integer(c_int) function psy_rt_get_rank() bind(C, name="psyRtGetRank")
      import :: c_int
    end function

    integer(c_int) function psy_rt_get_nranks() bind(C, name="psyRtGetNRanks")
      import :: c_int
    end function

    subroutine psy_rt_finalize() bind(C, name="psyRtFinalize")
    end subroutine

    real(c_double) function psy_rt_global_sum(value) bind(C, name="psyRtGlobalSum")
      import :: c_double
      real(c_double), value :: value
    end function

    real(c_double) function psy_rt_global_min(value) bind(C, name="psyRtGlobalMin")
      import :: c_double
      real(c_double), value :: value
    end function

    real(c_double) function psy_rt_global_max(value) bind(C, name="psyRtGlobalMax")
      import :: c_double
      real(c_double), value :: value
    end function

    !> Seconds spent in halo exchanges so far (benchmarks).
    real(c_double) function psy_rt_halo_exchange_seconds() &
        bind(C, name="psyRtHaloExchangeSeconds")
      import :: c_double
    end function

    type(c_ptr) function psy_rt_mesh_create_refined(coarse, rx, ry, halo) &
        bind(C, name="psyRtMeshCreateRefined")
      import :: c_int, c_ptr
      type(c_ptr), value :: coarse
      integer(c_int), value :: rx, ry, halo
    end function

    integer(c_int) function psy_rt_mesh_get_global_nx(mesh) bind(C, name="psyRtMeshGetGlobalNx")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
    end function

    integer(c_int) function psy_rt_mesh_get_global_ny(mesh) bind(C, name="psyRtMeshGetGlobalNy")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
    end function

    integer(c_int) function psy_rt_mesh_get_global_cell_id(mesh, cell) &
        bind(C, name="psyRtMeshGetGlobalCellId")
      import :: c_int, c_ptr
      type(c_ptr), value :: mesh
      integer(c_int), value :: cell
    end function

    integer(c_int) function psy_rt_field_halo_exchange_start(field, depth) &
        bind(C, name="psyRtFieldHaloExchangeStart")
      import :: c_int, c_ptr
      type(c_ptr), value :: field
      integer(c_int), value :: depth
    end function

    integer(c_int) function psy_rt_field_halo_exchange_finish(field, depth) &
        bind(C, name="psyRtFieldHaloExchangeFinish")
      import :: c_int, c_ptr
      type(c_ptr), value :: field
      integer(c_int), value :: depth
    end function

    integer(c_int) function psy_rt_field_write_global(field, path) &
        bind(C, name="psyRtFieldWriteGlobal")
      import :: c_int, c_ptr, c_char
      type(c_ptr), value :: field
      character(kind=c_char), intent(in) :: path(*)
    end function
  end interface

  public :: psy_rt_space_from_lfric, psy_rt_space_get_dim_space, &
            psy_rt_space_get_dim_space_diff, psy_rt_space_get_node, psy_rt_space_evaluate
  public :: psy_rt_mesh_create, psy_rt_mesh_destroy, psy_rt_mesh_get_nlayers, &
            psy_rt_mesh_get_halo_depth, psy_rt_mesh_get_ncells_2d, &
            psy_rt_mesh_get_last_halo_cell, psy_rt_mesh_get_cell_next, psy_rt_mesh_get_spacing
  public :: psy_rt_mesh_map_ratio, psy_rt_mesh_map_cells
  public :: psy_rt_function_space_create, psy_rt_function_space_destroy, &
            psy_rt_function_space_get_ndf, psy_rt_function_space_get_undf, &
            psy_rt_function_space_get_last_dof_owned, psy_rt_function_space_get_global_dof, &
            psy_rt_function_space_get_last_dof_annexed, &
            psy_rt_function_space_get_last_dof_halo, psy_rt_function_space_get_dofmap
  public :: psy_rt_field_create, psy_rt_field_destroy, psy_rt_field_get_data, &
            psy_rt_field_get_halo_depth, psy_rt_field_is_dirty, psy_rt_field_set_dirty, &
            psy_rt_field_set_clean, psy_rt_field_get_clean_depth, psy_rt_field_halo_exchange
  public :: psy_rt_gauss_legendre
  public :: psy_rt_mesh_get_ncolours, psy_rt_mesh_get_colour_cells, &
            psy_rt_mesh_get_last_halo_cell_per_colour, psy_rt_stencil_get_max_size, &
            psy_rt_mesh_get_stencil_cells
  public :: psy_rt_operator_create, psy_rt_operator_destroy, psy_rt_operator_get_ncell_3d, &
            psy_rt_operator_get_data
  public :: psy_rt_columnwise_operator_create, psy_rt_columnwise_operator_create_custom, &
            psy_rt_columnwise_operator_destroy, psy_rt_columnwise_operator_get_shape, &
            psy_rt_columnwise_operator_get_matrix, &
            psy_rt_columnwise_operator_get_banded_dofmap_to, &
            psy_rt_columnwise_operator_get_banded_dofmap_from, &
            psy_rt_columnwise_operator_get_indirection_to, &
            psy_rt_columnwise_operator_get_indirection_from
  public :: psy_rt_get_rank, psy_rt_get_nranks, psy_rt_finalize, psy_rt_global_sum, &
            psy_rt_global_min, psy_rt_global_max, psy_rt_mesh_create_refined, &
            psy_rt_halo_exchange_seconds, &
            psy_rt_mesh_get_global_nx, psy_rt_mesh_get_global_ny, &
            psy_rt_mesh_get_global_cell_id, psy_rt_field_halo_exchange_start, &
            psy_rt_field_halo_exchange_finish, psy_rt_field_write_global

end module psy_rt_c_mod
