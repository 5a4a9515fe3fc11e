import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software authenticator for the tests: a P-256 key pair that answers WebAuthn registration and
 * authentication challenges the way a browser hands them to @simplewebauthn/browser's callers (the
 * JSON forms, every binary value base64url). Attestation is 'none'; the CBOR is written out by hand,
 * just the subset WebAuthn needs.
 */

// --- Just enough CBOR (RFC 8949) ----------------------------------------------------------------------

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

const head = (major: number, value: number): Buffer => {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(value, 1);
    return bytes;
  }
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(value, 1);
  return bytes;
};

export const encodeCbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, entry]) => [encodeCbor(key), encodeCbor(entry)])]);
};

// --- The authenticator --------------------------------------------------------------------------------

/** Authenticator data flags (WebAuthn §6.1). */
export const flags = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attestedCredential: 0x40 } as const;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

export interface SoftAuthenticatorOptions {
  rpId: string;
  origin: string;
}

/** What a test may change about one answer, to see the server refuse it. */
export interface AnswerOverrides {
  origin?: string;
  rpId?: string;
  /** Leave out user verification (a security key without a PIN). */
  userVerified?: boolean;
  /** Sign with another key than the registered one. */
  signWith?: KeyObject;
  /** The signature counter to claim; the next one by default. */
  counter?: number;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly id = b64url(this.credentialId);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(private readonly options: SoftAuthenticatorOptions) {}

  /** The COSE form of the public key: EC2, ES256, P-256, x and y. */
  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return encodeCbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, overrides: AnswerOverrides) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: overrides.origin ?? this.options.origin, crossOrigin: false }));
  }

  private flagsByte(overrides: AnswerOverrides, extra = 0) {
    return flags.userPresent | (overrides.userVerified === false ? 0 : flags.userVerified) | flags.backupEligible | flags.backedUp | extra;
  }

  /** The answer to `startRegistration(options)`: a new credential with 'none' attestation. */
  register(options: { challenge: string }, overrides: AnswerOverrides = {}) {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.options.rpId),
      Buffer.from([this.flagsByte(overrides, flags.attestedCredential)]),
      counterBytes(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = encodeCbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to `startAuthentication(options)`: authData and an ES256 signature over it and the client data's hash. */
  assert(options: { challenge: string }, overrides: AnswerOverrides = {}) {
    this.counter = overrides.counter ?? this.counter + 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides);
    const authenticatorData = Buffer.concat([
      sha256(overrides.rpId ?? this.options.rpId),
      Buffer.from([this.flagsByte(overrides)]),
      counterBytes(this.counter),
    ]);
    // node:crypto signs EC keys in DER, the form WebAuthn's ES256 signatures take.
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), overrides.signWith ?? this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: null,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** Another key, to sign an answer the registered public key will not verify. */
export const strayKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
