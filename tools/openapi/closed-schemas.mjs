#!/usr/bin/env node
/**
 * Counts the object schemas answered by the API (reachable from an operation's responses) that
 * are closed to undeclared properties (`additionalProperties: false` or `unevaluatedProperties:
 * false`), per domain of the split source (`openapi/domains/<domain>/schemas/*.yaml`), and lists the
 * open ones; an `allOf` member counts as closed when the composing schema has
 * `unevaluatedProperties: false` (the response envelopes), and so does a schema file reached only
 * through `$ref` members of such compositions (an open "fields" base shared by a closed schema and
 * a closed extension of it, e.g. `declare-fields.yaml`). Maps (`additionalProperties: <schema>`) and free-form objects (no `properties`) are
 * not counted: their shape is not known. Issue 17 "response schemas closed wherever the shape is known".
 *
 * Usage: `node tools/openapi/closed-schemas.mjs [--list] [domain …]`.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve, relative } from "node:path";

import { parse } from "yaml";

const root = resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const list = args.includes("--list");
const only = args.filter((a) => !a.startsWith("--"));

const cache = new Map();
const closedMembers = new WeakSet();
/** Files reached through a `$ref` that is a member of a closed composition, and files reached otherwise. */
const closedRefTargets = new Set();
const openRefTargets = new Set();
function load(file) {
  if (!cache.has(file)) cache.set(file, parse(readFileSync(file, "utf8")));
  return cache.get(file);
}

/** Every file a node refers to, and every object node (with its file) reachable from it. */
function walk(file, node, seen, objects) {
  if (Array.isArray(node))
    return node.forEach((n) => walk(file, n, seen, objects));
  if (!node || typeof node !== "object") return;
  if (typeof node.$ref === "string" && !node.$ref.startsWith("#")) {
    const target = resolve(dirname(file), node.$ref.split("#")[0]);
    (closedMembers.has(node) ? closedRefTargets : openRefTargets).add(target);
    if (!seen.has(target) && existsSync(target)) {
      seen.add(target);
      walk(target, load(target), seen, objects);
    }
  }
  if (
    (node.type === "object" ||
      (Array.isArray(node.type) && node.type.includes("object")) ||
      node.properties) &&
    node.properties
  ) {
    objects.push({ file, node });
  }
  // members of a composition closed by `unevaluatedProperties: false` are closed too
  if (node.unevaluatedProperties === false && Array.isArray(node.allOf))
    node.allOf.forEach((member) => closedMembers.add(member));
  for (const [key, value] of Object.entries(node)) {
    if (key === "example" || key === "examples") continue;
    walk(file, value, seen, objects);
  }
}

/**
 * Whether an object schema is closed: it says so itself, it is an inline member of a closed
 * composition, or it is a whole file reached only as a `$ref` member of closed compositions (the
 * open "fields" base of two closed schemas, e.g. declaration's `declare-fields.yaml`).
 */
function isClosed({ file, node }) {
  if (
    node.additionalProperties === false ||
    node.unevaluatedProperties === false ||
    closedMembers.has(node)
  )
    return true;
  return (
    node === load(file) &&
    closedRefTargets.has(file) &&
    !openRefTargets.has(file)
  );
}

const domains = readdirSync(join(root, "openapi/domains")).filter(
  (d) => !only.length || only.includes(d),
);
let totalClosed = 0;
let total = 0;
const rows = [];
const walked = [];
for (const domain of domains.sort()) {
  const pathsDir = join(root, "openapi/domains", domain, "paths");
  if (!existsSync(pathsDir)) continue;
  const objects = [];
  const seen = new Set();
  for (const f of readdirSync(pathsDir)) {
    const file = join(pathsDir, f);
    for (const op of Object.values(load(file) ?? {})) {
      if (op && typeof op === "object" && op.responses) {
        for (const [status, response] of Object.entries(op.responses))
          if (status.startsWith("2")) walk(file, response, seen, objects);
      }
    }
  }
  walked.push({ domain, objects });
}
// counted once every domain is walked: a file's references may come from another domain
for (const { domain, objects } of walked) {
  // this domain's own schema objects only (shared ones are counted once, under "shared")
  const own = [
    ...new Map(
      objects
        .filter((o) => o.file.includes(`/domains/${domain}/`))
        .map((o) => [o.node, o]),
    ).values(),
  ];
  const closed = own.filter(isClosed);
  total += own.length;
  totalClosed += closed.length;
  rows.push(
    `${domain.padEnd(22)} ${String(closed.length).padStart(4)} / ${String(own.length).padEnd(4)} closed`,
  );
  if (list)
    for (const o of own.filter((x) => !closed.includes(x)))
      rows.push(`    open: ${relative(root, o.file)}`);
}
console.log(rows.join("\n"));
console.log(
  `${"all".padEnd(22)} ${String(totalClosed).padStart(4)} / ${total} response object schemas closed`,
);
