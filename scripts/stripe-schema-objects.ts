/**
 * The fields Stripe always sends on each object the stand-in answers with, read from the `stripe`
 * SDK's types (StripeObjects in infra/local/stripe/stripe-api-types.ts): every field the SDK does not
 * mark optional, whether it may be null, whether it is a list, and for a nested object (or a list of
 * them) its own fields. An expandable field (`string | Customer | null`) is read as its id: the
 * stand-in never expands one, and the expanded objects would bring in most of Stripe's API.
 */
import { ts } from 'ts-json-schema-generator';

/** One field: `{}` for a value that is always there, `nullable`, `list`, and the fields of an object. */
export interface FieldNode {
  nullable?: true;
  list?: true;
  fields?: Record<string, FieldNode>;
}

/** Objects nest this deep at most in the SDK's answers the stand-in sends; deeper ones are read as values. */
const MAX_DEPTH = 6;

/** `{ [object]: fields }` for each member of the interface `rootType` declared in `typesFile`. */
export function objectFields(
  program: ts.Program,
  typesFile: string,
  rootType: string,
): Record<string, Record<string, FieldNode>> {
  const checker = program.getTypeChecker();
  const root = program
    .getSourceFile(typesFile)
    ?.statements.find(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text === rootType,
    );
  if (!root) throw new Error(`${typesFile} declares no interface ${rootType}`);
  const objects = checker.getPropertiesOfType(checker.getTypeAtLocation(root));
  return Object.fromEntries(
    objects.map((object) => [object.name, fieldsOf(checker, checker.getTypeOfSymbol(object), 0)]),
  );
}

function fieldsOf(checker: ts.TypeChecker, type: ts.Type, depth: number): Record<string, FieldNode> {
  const always = checker
    .getPropertiesOfType(type)
    .filter((property) => (property.flags & ts.SymbolFlags.Optional) === 0);
  return Object.fromEntries(
    always.map((property) => [property.name, fieldOf(checker, checker.getTypeOfSymbol(property), depth + 1)]),
  );
}

function fieldOf(checker: ts.TypeChecker, type: ts.Type, depth: number): FieldNode {
  const members = type.isUnion() ? type.types : [type];
  const present = members.filter((member) => (member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) === 0);
  const node: FieldNode = present.length < members.length ? { nullable: true } : {};
  const [only] = present;
  if (present.length !== 1 || !only) return node;
  if (checker.isArrayType(only)) {
    const [item] = checker.getTypeArguments(only as ts.TypeReference);
    const items = item && isObject(item) ? fieldsWithin(checker, item, depth) : undefined;
    return { ...node, list: true, ...(items ? { fields: items } : {}) };
  }
  const fields = isObject(only) ? fieldsWithin(checker, only, depth) : undefined;
  return fields ? { ...node, fields } : node;
}

/**
 * A nested object's fields, or none for a map (`Metadata`), a value with methods (the SDK's
 * `Decimal`, a string on the wire) or an object nested too deep.
 */
function fieldsWithin(checker: ts.TypeChecker, type: ts.Type, depth: number): Record<string, FieldNode> | undefined {
  const properties = checker.getPropertiesOfType(type);
  const isValue = properties.some((property) => checker.getTypeOfSymbol(property).getCallSignatures().length > 0);
  if (depth >= MAX_DEPTH || properties.length === 0 || isValue) return undefined;
  return fieldsOf(checker, type, depth);
}

/** An object type, not a string, number, boolean or literal: a union of an id and an object is an expandable field. */
function isObject(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.Object) !== 0;
}
