func.func @owned_max() attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op upper bound ncells takes no depth}}
  psy.loop cells to ncells(max) {
  }
  return
}
