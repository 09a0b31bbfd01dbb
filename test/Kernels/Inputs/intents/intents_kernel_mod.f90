! Kernels whose dummy intents disagree with their metadata, as some real LFRic science
! kernels' do (jules and physics interface kernels, adjoint kernels): LFRic builds them, so
! psyc warns and compiles them. The schedule follows the metadata; the code must still be
! right whatever each kernel really writes.
! - read_writes_kernel_type: x is GH_READ, but its dummy is intent(inout) and the kernel
!   writes it (y = y + x, then x = x / 2 + 1).
! - write_reads_kernel_type: z is GH_WRITE, but its dummy is intent(in) and the kernel only
!   reads it (y = y * z + x).
! - only_reads_kernel_type: every entry is GH_READ, yet the kernel writes x through its
!   intent(inout) dummy (x = x - 3): nothing in the metadata says the call has an effect.
module intents_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, GH_READWRITE, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: read_writes_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                    &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),    &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W3)     &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: read_writes_code
  end type read_writes_kernel_type

  type, public, extends(kernel_type) :: write_reads_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                    &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),    &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE,     W3),    &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W3)     &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: write_reads_code
  end type write_reads_kernel_type

  type, public, extends(kernel_type) :: only_reads_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/                    &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)          &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: only_reads_code
  end type only_reads_kernel_type

  public :: read_writes_code, write_reads_code, only_reads_code
contains
  subroutine read_writes_code(nlayers, y, x, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: y
    real(kind=r_def), intent(inout), dimension(undf_w3) :: x
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      y(map_w3(1) + k) = y(map_w3(1) + k) + x(map_w3(1) + k)
      x(map_w3(1) + k) = x(map_w3(1) + k) * 0.5_r_def + 1.0_r_def
    end do
  end subroutine read_writes_code

  subroutine write_reads_code(nlayers, y, z, x, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: y
    real(kind=r_def), intent(in), dimension(undf_w3) :: z
    real(kind=r_def), intent(in), dimension(undf_w3) :: x
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      y(map_w3(1) + k) = y(map_w3(1) + k) * z(map_w3(1) + k) + x(map_w3(1) + k)
    end do
  end subroutine write_reads_code

  subroutine only_reads_code(nlayers, x, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: x
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      x(map_w3(1) + k) = x(map_w3(1) + k) - 3.0_r_def
    end do
  end subroutine only_reads_code
end module intents_kernel_mod
