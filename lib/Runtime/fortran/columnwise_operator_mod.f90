! LFRic's columnwise_operator_mod: column-wise assembled (CMA) operators between
! horizontally discontinuous spaces (W3, Wtheta, W2V, Wchi), one banded matrix per column
! with r_solver data, and the proxy whose components PSy layers pass to CMA kernels. The
! storage and the band parameters come from the C core (psyRtColumnwiseOperator*); the maps
! are copied here 1-based, as LFRic's kernels index them.
module columnwise_operator_mod

  use, intrinsic :: iso_c_binding, only: c_ptr, c_null_ptr, c_associated, c_int, c_f_pointer
  use constants_mod, only: i_def, l_def, r_solver
  use function_space_mod, only: function_space_type
  use mesh_mod, only: mesh_type
  use psy_rt_c_mod

  implicit none

  private

  type, public :: columnwise_operator_type
    private
    type(c_ptr) :: handle = c_null_ptr
    type(function_space_type), pointer :: fs_to => null(), fs_from => null()
    integer(i_def), pointer :: column_banded_dofmap_to(:,:) => null()
    integer(i_def), pointer :: column_banded_dofmap_from(:,:) => null()
    integer(i_def), pointer :: indirection_dofmap_to(:) => null()
    integer(i_def), pointer :: indirection_dofmap_from(:) => null()
  contains
    procedure, public :: columnwise_operator_initialiser
    procedure, public :: columnwise_operator_initialiser_custom
    generic :: initialise => columnwise_operator_initialiser, &
                             columnwise_operator_initialiser_custom
    procedure, public :: get_proxy
    procedure, public :: get_alpha
    procedure, public :: get_beta
    procedure, public :: get_gamma_m
    procedure, public :: get_gamma_p
    procedure, public :: get_fs_to
    procedure, public :: get_fs_from
    procedure, public :: which_fs_to
    procedure, public :: which_fs_from
    procedure, public :: get_mesh
    procedure, public :: is_initialised
    procedure, public :: columnwise_operator_product
    procedure, public :: columnwise_operator_sum
    procedure, public :: operator_final
    procedure, public :: get_c_handle
  end type columnwise_operator_type

  type, public :: columnwise_operator_proxy_type
    type(function_space_type), pointer, public :: fs_to => null(), fs_from => null()
    integer(i_def), public :: alpha = 0, beta = 0, gamma_m = 0, gamma_p = 0
    integer(i_def), public :: bandwidth = 0, nrow = 0, ncol = 0, ncell_2d = 0
    !> columnwise_matrix(bandwidth, nrow, ncell_2d): band b of row i of the column of cell c
    !> holds column ceiling((alpha * i - gamma_p) / beta) + b - 1.
    real(r_solver), pointer, public :: columnwise_matrix(:,:,:) => null()
    !> (ndf, nlayers): the matrix row (column) of each local dof in each layer.
    integer(i_def), pointer, public :: column_banded_dofmap_to(:,:) => null()
    integer(i_def), pointer, public :: column_banded_dofmap_from(:,:) => null()
    !> (nrow) / (ncol): the dof of each row (column), counted from the column's first dof
    !> (map(1, cell) + indirection - 1 is the dof).
    integer(i_def), pointer, public :: indirection_dofmap_to(:) => null()
    integer(i_def), pointer, public :: indirection_dofmap_from(:) => null()
  end type columnwise_operator_proxy_type

  ! LFRic's older constructors.
  interface columnwise_operator_type
    module procedure columnwise_operator_constructor
    module procedure columnwise_operator_constructor_custom
  end interface

contains

  !> The operator from fs_from to fs_to with the band of the spaces' own coupling (LFRic's
  !> defaults). Both spaces must be horizontally discontinuous, on one mesh, and outlive
  !> the operator.
  subroutine columnwise_operator_initialiser(self, fs_to, fs_from)
    class(columnwise_operator_type), intent(inout) :: self
    type(function_space_type), target, intent(in) :: fs_to, fs_from
    call self%operator_final()
    self%handle = psy_rt_columnwise_operator_create(fs_to%get_c_handle(), &
                                                    fs_from%get_c_handle())
    call finish_initialise(self, fs_to, fs_from)
  end subroutine columnwise_operator_initialiser

  !> The same with a given band, for sums and products of operators.
  subroutine columnwise_operator_initialiser_custom(self, fs_to, fs_from, alpha, beta, &
                                                    gamma_m, gamma_p)
    class(columnwise_operator_type), intent(inout) :: self
    type(function_space_type), target, intent(in) :: fs_to, fs_from
    integer(i_def), intent(in) :: alpha, beta, gamma_m, gamma_p
    call self%operator_final()
    self%handle = psy_rt_columnwise_operator_create_custom(fs_to%get_c_handle(), &
                      fs_from%get_c_handle(), alpha, beta, gamma_m, gamma_p)
    call finish_initialise(self, fs_to, fs_from)
  end subroutine columnwise_operator_initialiser_custom

  subroutine finish_initialise(self, fs_to, fs_from)
    class(columnwise_operator_type), intent(inout) :: self
    type(function_space_type), target, intent(in) :: fs_to, fs_from
    type(psy_rt_columnwise_shape) :: shape
    if (.not. c_associated(self%handle)) error stop 'columnwise_operator_type: the spaces ' // &
        'must be horizontally discontinuous and on one mesh, and the band valid'
    self%fs_to => fs_to
    self%fs_from => fs_from
    shape = psy_rt_columnwise_operator_get_shape(self%handle)
    self%column_banded_dofmap_to => copy_map( &
        psy_rt_columnwise_operator_get_banded_dofmap_to(self%handle), &
        [fs_to%get_ndf(), fs_to%get_nlayers()])
    self%column_banded_dofmap_from => copy_map( &
        psy_rt_columnwise_operator_get_banded_dofmap_from(self%handle), &
        [fs_from%get_ndf(), fs_from%get_nlayers()])
    self%indirection_dofmap_to => copy_vector( &
        psy_rt_columnwise_operator_get_indirection_to(self%handle), shape%nrow)
    self%indirection_dofmap_from => copy_vector( &
        psy_rt_columnwise_operator_get_indirection_from(self%handle), shape%ncol)
  end subroutine finish_initialise

  ! New 1-based copies of the C core's 0-based maps.
  function copy_map(cmap, shape) result(map)
    type(c_ptr), intent(in) :: cmap
    integer(i_def), intent(in) :: shape(2)
    integer(i_def), pointer :: map(:,:)
    integer(c_int), pointer :: values(:,:)
    call c_f_pointer(cmap, values, shape)
    allocate(map(shape(1), shape(2)))
    map = values + 1
  end function copy_map

  function copy_vector(cmap, n) result(map)
    type(c_ptr), intent(in) :: cmap
    integer(i_def), intent(in) :: n
    integer(i_def), pointer :: map(:)
    integer(c_int), pointer :: values(:)
    call c_f_pointer(cmap, values, [n])
    allocate(map(n))
    map = values + 1
  end function copy_vector

  function columnwise_operator_constructor(fs_to, fs_from) result(self)
    type(function_space_type), target, intent(in) :: fs_to, fs_from
    type(columnwise_operator_type) :: self
    call self%initialise(fs_to, fs_from)
  end function columnwise_operator_constructor

  function columnwise_operator_constructor_custom(fs_to, fs_from, alpha, beta, gamma_m, &
                                                  gamma_p) result(self)
    type(function_space_type), target, intent(in) :: fs_to, fs_from
    integer(i_def), intent(in) :: alpha, beta, gamma_m, gamma_p
    type(columnwise_operator_type) :: self
    call self%initialise(fs_to, fs_from, alpha, beta, gamma_m, gamma_p)
  end function columnwise_operator_constructor_custom

  function get_proxy(self) result(proxy)
    class(columnwise_operator_type), intent(in) :: self
    type(columnwise_operator_proxy_type) :: proxy
    type(psy_rt_columnwise_shape) :: shape
    if (.not. c_associated(self%handle)) &
      error stop 'columnwise_operator_type: proxy of an uninitialised operator'
    shape = psy_rt_columnwise_operator_get_shape(self%handle)
    proxy%fs_to => self%fs_to
    proxy%fs_from => self%fs_from
    proxy%alpha = shape%alpha
    proxy%beta = shape%beta
    proxy%gamma_m = shape%gamma_m
    proxy%gamma_p = shape%gamma_p
    proxy%bandwidth = shape%bandwidth
    proxy%nrow = shape%nrow
    proxy%ncol = shape%ncol
    proxy%ncell_2d = shape%ncell_2d
    call c_f_pointer(psy_rt_columnwise_operator_get_matrix(self%handle), &
                     proxy%columnwise_matrix, [shape%bandwidth, shape%nrow, shape%ncell_2d])
    proxy%column_banded_dofmap_to => self%column_banded_dofmap_to
    proxy%column_banded_dofmap_from => self%column_banded_dofmap_from
    proxy%indirection_dofmap_to => self%indirection_dofmap_to
    proxy%indirection_dofmap_from => self%indirection_dofmap_from
  end function get_proxy

  integer(i_def) function get_alpha(self)
    class(columnwise_operator_type), intent(in) :: self
    type(psy_rt_columnwise_shape) :: shape
    shape = psy_rt_columnwise_operator_get_shape(self%handle)
    get_alpha = shape%alpha
  end function get_alpha

  integer(i_def) function get_beta(self)
    class(columnwise_operator_type), intent(in) :: self
    type(psy_rt_columnwise_shape) :: shape
    shape = psy_rt_columnwise_operator_get_shape(self%handle)
    get_beta = shape%beta
  end function get_beta

  integer(i_def) function get_gamma_m(self)
    class(columnwise_operator_type), intent(in) :: self
    type(psy_rt_columnwise_shape) :: shape
    shape = psy_rt_columnwise_operator_get_shape(self%handle)
    get_gamma_m = shape%gamma_m
  end function get_gamma_m

  integer(i_def) function get_gamma_p(self)
    class(columnwise_operator_type), intent(in) :: self
    type(psy_rt_columnwise_shape) :: shape
    shape = psy_rt_columnwise_operator_get_shape(self%handle)
    get_gamma_p = shape%gamma_p
  end function get_gamma_p

  function get_fs_to(self) result(fs)
    class(columnwise_operator_type), intent(in) :: self
    type(function_space_type), pointer :: fs
    fs => self%fs_to
  end function get_fs_to

  function get_fs_from(self) result(fs)
    class(columnwise_operator_type), intent(in) :: self
    type(function_space_type), pointer :: fs
    fs => self%fs_from
  end function get_fs_from

  integer(i_def) function which_fs_to(self)
    class(columnwise_operator_type), intent(in) :: self
    which_fs_to = self%fs_to%which()
  end function which_fs_to

  integer(i_def) function which_fs_from(self)
    class(columnwise_operator_type), intent(in) :: self
    which_fs_from = self%fs_from%which()
  end function which_fs_from

  function get_mesh(self) result(mesh)
    class(columnwise_operator_type), intent(in) :: self
    type(mesh_type), pointer :: mesh
    mesh => self%fs_from%get_mesh()
  end function get_mesh

  logical(l_def) function is_initialised(self)
    class(columnwise_operator_type), intent(in) :: self
    is_initialised = c_associated(self%handle)
  end function is_initialised

  !> An operator (zero) that can hold self * op_B: from op_B's from-space to self's
  !> to-space, with the band of the product (alpha and beta multiply; each gamma is
  !> op_B's alpha times self's plus self's beta times op_B's).
  function columnwise_operator_product(self, op_B) result(op_C)
    class(columnwise_operator_type), intent(in) :: self, op_B
    type(columnwise_operator_type) :: op_C
    if (self%which_fs_from() /= op_B%which_fs_to()) error stop &
      'columnwise_operator_product: the from-space of A is not the to-space of B'
    call op_C%initialise(self%fs_to, op_B%fs_from, self%get_alpha() * op_B%get_alpha(), &
        self%get_beta() * op_B%get_beta(), &
        op_B%get_alpha() * self%get_gamma_m() + self%get_beta() * op_B%get_gamma_m(), &
        op_B%get_alpha() * self%get_gamma_p() + self%get_beta() * op_B%get_gamma_p())
  end function columnwise_operator_product

  !> An operator (zero) that can hold self + op_B: same spaces, alpha and beta, the wider
  !> of the two bands.
  function columnwise_operator_sum(self, op_B) result(op_C)
    class(columnwise_operator_type), intent(in) :: self, op_B
    type(columnwise_operator_type) :: op_C
    if (self%which_fs_to() /= op_B%which_fs_to() .or. &
        self%which_fs_from() /= op_B%which_fs_from()) &
      error stop 'columnwise_operator_sum: the operators map between different spaces'
    if (self%get_alpha() /= op_B%get_alpha() .or. self%get_beta() /= op_B%get_beta()) &
      error stop 'columnwise_operator_sum: alpha or beta differ'
    call op_C%initialise(self%fs_to, self%fs_from, self%get_alpha(), self%get_beta(), &
                         max(self%get_gamma_m(), op_B%get_gamma_m()), &
                         max(self%get_gamma_p(), op_B%get_gamma_p()))
  end function columnwise_operator_sum

  !> Frees the matrices and maps. Project-specific: LFRic frees them in a final procedure,
  !> and these objects, like fields, have none (an assignment copies the handle).
  subroutine operator_final(self)
    class(columnwise_operator_type), intent(inout) :: self
    if (c_associated(self%handle)) call psy_rt_columnwise_operator_destroy(self%handle)
    self%handle = c_null_ptr
    if (associated(self%column_banded_dofmap_to)) deallocate(self%column_banded_dofmap_to)
    if (associated(self%column_banded_dofmap_from)) deallocate(self%column_banded_dofmap_from)
    if (associated(self%indirection_dofmap_to)) deallocate(self%indirection_dofmap_to)
    if (associated(self%indirection_dofmap_from)) deallocate(self%indirection_dofmap_from)
    nullify(self%fs_to, self%fs_from)
  end subroutine operator_final

  !> The C core's PsyRtColumnwiseOperator *. Project-specific.
  type(c_ptr) function get_c_handle(self)
    class(columnwise_operator_type), intent(in) :: self
    get_c_handle = self%handle
  end function get_c_handle

end module columnwise_operator_mod
