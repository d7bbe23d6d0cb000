/**
 * The unit's A1 certificate: a PKCS#12 (.pfx) file with its password. It is read with node-forge, not with
 * OpenSSL, because many A1 files still use RC2-40 encryption that OpenSSL 3 (Node ≥ 17) refuses. The key and the
 * certificate come out as PEM for the signer and for the mutual-TLS agent. The demo unit gets a self-signed test
 * certificate made here (the SEFAZ sandbox accepts it; the real SEFAZ needs one from an ICP-Brasil authority).
 */
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export interface A1Certificate {
  /** PKCS#8/PKCS#1 PEM of the private key. */
  keyPem: string;
  /** PEM of the signing certificate. */
  certPem: string;
  /** Base64 DER of the certificate, as it goes in the signature's X509Certificate. */
  certBase64: string;
  subject: string;
  notBefore: Date;
  notAfter: Date;
}

/** Thrown for a file that is not a PKCS#12, a wrong password or a file without key or certificate. */
export class CertificateError extends Error {}

/** Reads a .pfx (base64) with its password. */
export function loadPfx(pfxBase64: string, password: string): A1Certificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.util.decode64(pfxBase64);
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), false, password);
  } catch {
    throw new CertificateError('Certificado digital inválido ou senha incorreta.');
  }
  const oids = forge.pki.oids as Record<string, string>;
  const bagsOf = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bagsOf(oids.pkcs8ShroudedKeyBag!), ...bagsOf(oids.keyBag!)];
  const certBags = bagsOf(oids.certBag!);
  const key = keyBags.find((bag) => bag.key)?.key;
  if (!key) throw new CertificateError('O certificado digital não contém a chave privada.');
  // The signing certificate is the one whose public key matches the private key (chains carry the CAs too).
  const rsaKey = key as forge.pki.rsa.PrivateKey;
  const cert =
    certBags
      .map((bag: forge.pkcs12.Bag) => bag.cert)
      .find((c): c is forge.pki.Certificate => !!c && (c.publicKey as forge.pki.rsa.PublicKey).n.equals(rsaKey.n)) ??
    certBags[0]?.cert;
  if (!cert) throw new CertificateError('O certificado digital não contém o certificado.');
  const certPem = forge.pki.certificateToPem(cert);
  return {
    keyPem: forge.pki.privateKeyToPem(rsaKey),
    certPem,
    certBase64: forge.util.encode64(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes()),
    subject: cert.subject.attributes
      .map((a: forge.pki.CertificateField) => `${a.shortName ?? a.name}=${String(a.value)}`)
      .join(', '),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  };
}

/**
 * A self-signed test A1 for a company: RSA 2048, valid one year from `now`, CN 'RAZAO:CNPJ' like ICP-Brasil e-CNPJ
 * certificates, packed as a 3DES PKCS#12 with the given password. Returns the .pfx as base64.
 */
export function generateTestPfx(input: { razaoSocial: string; cnpj: string; password: string; now?: Date }): string {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01' + forge.util.bytesToHex(forge.random.getBytesSync(8));
  const now = input.now ?? new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
  const attrs = [
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil' },
    { shortName: 'OU', value: 'Certificado de teste - homologacao' },
    { shortName: 'CN', value: `${input.razaoSocial}:${input.cnpj}` },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], input.password, { algorithm: '3des' });
  return forge.util.encode64(forge.asn1.toDer(p12).getBytes());
}
