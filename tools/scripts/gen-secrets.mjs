#!/usr/bin/env node
// Prints a fresh set of server secrets as environment lines, for deploy/.env or a secret store
// (issue 13 §7; docs/operations.md "部署拓扑与多进程"): every API process of one deployment must
// get the same three values.
//   node tools/scripts/gen-secrets.mjs >> deploy/.env
import { randomBytes } from 'node:crypto';

import smCrypto from 'sm-crypto';

const { publicKey, privateKey } = smCrypto.sm2.generateKeyPairHex();
process.stdout.write(
  [`JWT_SECRET=${randomBytes(48).toString('base64url')}`, `SM2_PUBLIC_KEY=${publicKey}`, `SM2_PRIVATE_KEY=${privateKey}`, ''].join('\n'),
);
