! Stand-in for the LFRic data types an algorithm declares (fields, operators, quadrature).
module field_mod
  implicit none
  type :: field_type
    integer :: id = 0
  end type field_type
  type :: r_solver_field_type
    integer :: id = 0
  end type r_solver_field_type
  type :: integer_field_type
    integer :: id = 0
  end type integer_field_type
  type :: operator_type
    integer :: id = 0
  end type operator_type
  type :: r_solver_operator_type
    integer :: id = 0
  end type r_solver_operator_type
  type :: columnwise_operator_type
    integer :: id = 0
  end type columnwise_operator_type
  type :: quadrature_xyoz_type
    integer :: id = 0
  end type quadrature_xyoz_type
  type :: quadrature_face_type
    integer :: id = 0
  end type quadrature_face_type
  type :: quadrature_edge_type
    integer :: id = 0
  end type quadrature_edge_type
  type :: state_type
    type(field_type) :: fields(3)
  end type state_type
end module field_mod
