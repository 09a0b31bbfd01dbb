/* psyc -api gocean --view: PSyclone's GOcean schedule view of each invoke, drawn from the
 * schedule IR (docs/gocean.md, "--view" says where it differs from PSyclone's). Each loop
 * shows its bounds as PSyclone's tree does for loop bounds read from the field
 * (Constant loop bounds=False): start and stop are the grid table's
 * go_grid_{internal,whole}_{outer,inner}_{start,stop} of the loop's field, drawn as a
 * StructureReference chain, and the step is Literal 1. */
#include "Run.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Support.h"
#include "psy-c/Dialect.h"

static void indent(FILE *out, int depth) { fprintf(out, "%*s", 4 * depth, ""); }

/* The algorithm's text of an invoke value: its psy.alg_args entry, or a literal's text. */
static MlirStringRef goValueName(MlirOperation func, MlirValue v) {
  if (mlirValueIsABlockArgument(v)) {
    MlirAttribute args = mlirOperationGetAttributeByName(func, psyRef("psy.alg_args"));
    intptr_t i = mlirBlockArgumentGetArgNumber(v);
    if (!mlirAttributeIsNull(args) && i < mlirArrayAttrGetNumElements(args))
      return mlirStringAttrGetValue(mlirArrayAttrGetElement(args, i));
    return psyRef("?");
  }
  MlirAttribute t = mlirOperationGetAttributeByName(mlirOpResultGetOwner(v), psyRef("psy.alg_text"));
  return mlirAttributeIsNull(t) ? psyRef("?") : mlirStringAttrGetValue(t);
}

/* `a%b%c` as PSyclone's reference tree: StructureReference, StructureMember..., Member. */
static void viewAccess(FILE *out, const char *text, int depth) {
  const char *p = text;
  for (int level = 0; *p; ++level) {
    const char *pc = strchr(p, '%');
    size_t n = pc ? (size_t)(pc - p) : strlen(p);
    indent(out, depth + level);
    const char *node = level == 0 ? (pc ? "StructureReference" : "Reference")
                       : pc       ? "StructureMember"
                                  : "Member";
    fprintf(out, "%s[name:'%.*s']\n", node, (int)n, p);
    p = pc ? pc + 1 : p + n;
  }
}

/* One bound of `loop`: the grid table's property for its region, loop and end. */
static void viewBound(FILE *out, MlirOperation func, MlirOperation loop,
                      const PsyGoGridTable *grid, const char *end, int depth) {
  MlirStringRef it = psyOpGetStringAttr(loop, "iteration_space");
  bool whole = mlirStringRefEqual(it, psyRef("go_all_pts"));
  char prop[64];
  snprintf(prop, sizeof prop, "go_grid_%s_%s_%s", whole ? "whole" : "internal",
           psyGoLoopOpIsOuter(loop) ? "outer" : "inner", end);
  int p = psyGoVocabLookup(PSY_GO_VOCAB_GRID_PROPERTY, prop, strlen(prop));
  MlirStringRef f = goValueName(func, mlirOperationGetOperand(loop, 0));
  char *field = malloc(f.length + 1); /* the field's name, of any length */
  if (!field) return;
  memcpy(field, f.data, f.length);
  field[f.length] = '\0';
  char *text = psyGoGridTableAccess(grid, p, field);
  viewAccess(out, text, depth);
  free(text);
  free(field);
}

/* A grid-property argument as PSyclone names it: the last component of its Fortran
 * ("{0}%grid%area_t" -> area_t). */
static void viewGridArg(FILE *out, const PsyGoGridTable *grid, int property) {
  char *f = psyGoGridTableAccess(grid, property, "f");
  const char *last = strrchr(f, '%');
  fputs(last ? last + 1 : f, out);
  free(f);
}

/* The kernel call as PSyclone's CodedKern: every argument in meta_args order, the grid
 * properties among them. */
static void viewKernel(FILE *out, MlirOperation module, MlirOperation func, MlirOperation call,
                       const PsyGoGridTable *grid, int depth) {
  MlirAttribute sym = mlirOperationGetAttributeByName(call, psyRef("kernel"));
  MlirSymbolTable table = mlirSymbolTableCreate(module);
  MlirOperation meta = mlirSymbolTableLookup(table, mlirFlatSymbolRefAttrGetValue(sym));
  MlirStringRef proc = mlirOperationIsNull(meta) ? psyRef("?") : psyOpGetStringAttr(meta, "procedure");
  PsyGoKernelMeta m = {0};
  bool known = !mlirOperationIsNull(meta) && psyGoKernelMetaFromOp(meta, &m);
  indent(out, depth);
  fprintf(out, "0: CodedKern %.*s(", (int)proc.length, proc.data);
  intptr_t nops = mlirOperationGetNumOperands(call), op = 0;
  int n = known ? m.nargs : (int)nops;
  for (int e = 0; e < n; ++e) {
    if (e) fputc(',', out);
    if (known && m.args[e].kind == PSY_GO_ARG_GRID) {
      viewGridArg(out, grid, m.args[e].what);
      continue;
    }
    MlirStringRef n = op < nops ? goValueName(func, mlirOperationGetOperand(call, op++))
                                : psyRef("?");
    fprintf(out, "%.*s", (int)n.length, n.data);
  }
  fputs(") [module_inline=False]\n", out);
  if (known) psyGoKernelMetaClear(&m);
  mlirSymbolTableDestroy(table);
}

static void goViewLoop(FILE *out, MlirOperation module, MlirOperation func, MlirOperation loop,
                     const PsyGoGridTable *grid, int index, int depth) {
  bool outer = psyGoLoopOpIsOuter(loop);
  indent(out, depth);
  MlirStringRef space = psyOpGetStringAttr(loop, "field_space");
  MlirStringRef it = psyOpGetStringAttr(loop, "iteration_space");
  fprintf(out, "%d: Loop[type='%s', field_space='%.*s', it_space='%.*s']\n", index,
          outer ? "outer" : "inner", (int)space.length, space.data, (int)it.length, it.data);
  viewBound(out, func, loop, grid, "start", depth + 1);
  viewBound(out, func, loop, grid, "stop", depth + 1);
  indent(out, depth + 1);
  fputs("Literal[value:'1', Scalar<INTEGER, UNDEFINED>]\n", out);
  indent(out, depth + 1);
  fputs("Schedule[]\n", out);
  MlirOperation body = mlirBlockGetFirstOperation(psyGoLoopOpGetBody(loop));
  if (psyGoLoopOpIsA(body)) goViewLoop(out, module, func, body, grid, 0, depth + 2);
  else viewKernel(out, module, func, body, grid, depth + 2);
}

void psyDriverGoView(MlirOperation module, bool dm, const PsyGoGridTable *grid, FILE *out) {
  (void)dm; /* the exchanges are in the IR or not; the header has no dm field in GOcean */
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation f = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(f);
       f = mlirOperationGetNextInBlock(f)) {
    if (mlirAttributeIsNull(mlirOperationGetAttributeByName(f, psyRef("psy.go_invoke")))) continue;
    MlirStringRef name = psyOpGetStringAttr(f, "sym_name");
    fprintf(out, "GOInvokeSchedule[invoke='%.*s', Constant loop bounds=False]\n",
            (int)name.length, name.data);
    int index = 0;
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0));
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op)) {
      if (psyGoLoopOpIsA(op)) {
        goViewLoop(out, module, f, op, grid, index++, 1);
      } else if (psyGoHaloExchangeOpIsA(op)) {
        MlirStringRef n = goValueName(f, mlirOperationGetOperand(op, 0));
        MlirAttribute d = mlirOperationGetAttributeByName(op, psyRef("depth"));
        fprintf(out, "    %d: HaloExchange[field='%.*s', type='None', depth=%lld, "
                "check_dirty=False]\n", index++, (int)n.length, n.data,
                (long long)mlirIntegerAttrGetValueInt(d));
      }
    }
  }
}
