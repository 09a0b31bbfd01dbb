! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Kernels on halo cells (halo_cell_column, owned_and_halo_cell_column) take the halo depth they
! run to as a final integer argument, after their stencil extents and quadrature rules
! (PSyclone 3.3). It bounds the kernel's loop, cell_halo(depth), and is no kernel operand: a
! variable is an invoke argument cast once, at the top, to the index the bound takes; a
! literal is the bound's constant depth.
program halo_depth_alg
  use constants_mod, only: r_def, i_def
  use field_mod
  use halo_fill_kernel_mod, only: halo_fill_kernel_type
  use owned_halo_kernel_mod, only: owned_halo_kernel_type
  implicit none
  type(field_type) :: a, w, u
  type(quadrature_xyoz_type) :: qr
  integer(i_def) :: extent, depth

  call invoke(halo_fill_kernel_type(a, w, extent, qr, depth), &
              owned_halo_kernel_type(u, a, 2),                &
              owned_halo_kernel_type(u, a, depth))
end program halo_depth_alg

! CHECK: psy.kernel_meta @halo_fill_kernel_type operates_on "halo_cell_column"
! CHECK: psy.kernel_meta @owned_halo_kernel_type operates_on "owned_and_halo_cell_column"
! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "w3">, %arg1: !psy.field<f64, "w2">, %arg2: i32, %arg3: !psy.qr<"gh_quadrature_xyoz">, %arg4: i32, %arg5: !psy.field<f64, "w1">) attributes {psy.alg_args = ["a", "w", "extent", "qr", "depth", "u"]
! CHECK-NEXT: %[[D:.*]] = arith.index_cast %arg4 : i32 to index
! CHECK-NEXT: psy.loop cells to cell_halo(%[[D]]) field(%arg0
! CHECK-NEXT: psy.kernel @halo_fill_kernel_type(%arg0, %arg1, %arg2, %arg3) :
! CHECK:      psy.loop cells to cell_halo(2) field(%arg5
! CHECK-NEXT: psy.kernel @owned_halo_kernel_type(%arg5, %arg0) :
! CHECK:      psy.loop cells to cell_halo(%[[D]]) field(%arg5
! CHECK-NEXT: psy.kernel @owned_halo_kernel_type(%arg5, %arg0) :
! CHECK-NOT:  arith.index_cast
! CHECK:      return

! ALG: use halo_depth_alg_psy, only: invoke_0
! ALG: call invoke_0(a, w, extent, qr, depth, u)
