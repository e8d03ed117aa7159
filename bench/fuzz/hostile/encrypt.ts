/**
 * AES-256 encryption of the standard security handler, revision 6 (ISO 32000-2, 7.6.4.3), for hostile
 * files that are locked with a user password or only restricted by an owner password.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { Rng } from '../../../packages/extract/test/generator/prng.ts';

/** Print and copy allowed; the value does not matter to a reader that only extracts text. */
const PERMISSIONS = -3904;
const KEY_BYTES = 32;
const SALT_BYTES = 8;
/** Algorithm 2.B runs at least this many rounds. */
const MIN_HASH_ROUNDS = 64;

function seededBytes(rng: Rng, n: number): Buffer {
  return Buffer.from(Array.from({ length: n }, () => rng.int(0, 255)));
}

/** Algorithm 2.B: the revision 6 password hash. */
function hash2b(password: Buffer, salt: Buffer, userKey: Buffer): Buffer {
  let k: Buffer = createHash('sha256')
    .update(Buffer.concat([password, salt, userKey]))
    .digest();
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array(64).fill(Buffer.concat([password, k, userKey])) as Buffer[]);
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i]!;
    const algorithm = ['sha256', 'sha384', 'sha512'][sum % 3]!;
    k = createHash(algorithm).update(e).digest();
    if (round + 1 >= MIN_HASH_ROUNDS && e[e.length - 1]! <= round + 1 - 32) break;
  }
  return k.subarray(0, 32);
}

function aesNoPad(key: Buffer, data: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.alloc(16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

export type Encryption = {
  /** The /Encrypt dictionary, to be written as an object. */
  dictionary: string;
  /** The trailer's /ID (required with encryption). */
  id: string;
  /** Encrypts one stream's data (AESV3: random IV first, PKCS#7 padding, the file key for every object). */
  encryptStream: (num: number, data: Uint8Array) => Uint8Array;
};

/** Keys and dictionary for AES-256 with the given passwords; an empty user password opens without asking. */
export function aes256(userPassword: string, ownerPassword: string, seed: number): Encryption {
  const rng = new Rng(seed);
  const fileKey = seededBytes(rng, KEY_BYTES);
  const user = Buffer.from(userPassword, 'utf8').subarray(0, 127);
  const owner = Buffer.from(ownerPassword, 'utf8').subarray(0, 127);
  const uvs = seededBytes(rng, SALT_BYTES);
  const uks = seededBytes(rng, SALT_BYTES);
  const u = Buffer.concat([hash2b(user, uvs, Buffer.alloc(0)), uvs, uks]);
  const ue = aesNoPad(hash2b(user, uks, Buffer.alloc(0)), fileKey);
  const ovs = seededBytes(rng, SALT_BYTES);
  const oks = seededBytes(rng, SALT_BYTES);
  const o = Buffer.concat([hash2b(owner, ovs, u), ovs, oks]);
  const oe = aesNoPad(hash2b(owner, oks, u), fileKey);
  const perms = Buffer.alloc(16);
  perms.writeInt32LE(PERMISSIONS, 0);
  perms.writeUInt32LE(0xffffffff, 4);
  perms.write('Tadb', 8, 'latin1');
  seededBytes(rng, 4).copy(perms, 12);
  const permsCipher = createCipheriv('aes-256-ecb', fileKey, null);
  permsCipher.setAutoPadding(false);
  const permsOut = Buffer.concat([permsCipher.update(perms), permsCipher.final()]);
  const hex = (b: Buffer): string => `<${b.toString('hex')}>`;
  const idBytes = seededBytes(rng, 16);
  return {
    dictionary: `<< /Filter /Standard /V 5 /R 6 /Length 256 /CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF /P ${PERMISSIONS} /O ${hex(o)} /U ${hex(u)} /OE ${hex(oe)} /UE ${hex(ue)} /Perms ${hex(permsOut)} >>`,
    id: `[${hex(idBytes)} ${hex(idBytes)}]`,
    encryptStream: (_num, data) => {
      const iv = seededBytes(rng, 16);
      const cipher = createCipheriv('aes-256-cbc', fileKey, iv);
      return new Uint8Array(Buffer.concat([iv, cipher.update(data), cipher.final()]));
    },
  };
}
