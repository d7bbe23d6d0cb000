/**
 * XML-DSig the way SEFAZ checks it: enveloped signature, RSA-SHA1, SHA-1 digest, C14N 1.0 (no comments),
 * `Reference URI="#{Id}"` on the signed element (infNFe, infEvento, infInut), the certificate in KeyInfo, the
 * `<Signature>` as the last child of the element's parent.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { A1Certificate } from './certificate';

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';

export type SignedElement = 'infNFe' | 'infEvento' | 'infInut';

/** Signs the element `tag` of `xml` (it must carry an Id) and answers the whole document with the signature in it. */
/** Parsed keys by PEM: parsing a PEM costs more than the RSA signature itself. */
const keys = new Map<string, KeyObject>();

function keyOf(pem: string): KeyObject {
  let key = keys.get(pem);
  if (!key) {
    if (keys.size > 100) keys.clear();
    key = createPrivateKey(pem);
    keys.set(pem, key);
  }
  return key;
}

export function signXml(
  xml: string,
  tag: SignedElement,
  certificate: Pick<A1Certificate, 'keyPem' | 'certPem'>,
): string {
  const signer = new SignedXml({
    privateKey: keyOf(certificate.keyPem),
    publicCert: certificate.certPem,
    signatureAlgorithm: RSA_SHA1,
    canonicalizationAlgorithm: C14N,
  });
  signer.addReference({
    xpath: `//*[local-name(.)='${tag}']`,
    transforms: [ENVELOPED, C14N],
    digestAlgorithm: SHA1,
  });
  signer.computeSignature(xml, { location: { reference: `//*[local-name(.)='${tag}']`, action: 'after' } });
  return signer.getSignedXml();
}

export interface SignatureCheck {
  valid: boolean;
  /** The Reference URI's Id (without '#'). */
  referenceId: string | null;
  /** Base64 DER of the certificate in KeyInfo. */
  certBase64: string | null;
  digestValue: string | null;
  errors: string[];
}

/**
 * Verifies the enveloped signature of `tag` with the certificate carried in KeyInfo (what SEFAZ does first,
 * before it checks the chain): the reference must point at the element's own Id, the algorithms must be the
 * ones the manual fixes, and digest and signature must match.
 */
export function verifyXmlSignature(xml: string, tag: SignedElement): SignatureCheck {
  const errors: string[] = [];
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const signatures = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature');
  const signature = signatures.item(0);
  const element = doc.getElementsByTagName(tag).item(0);
  if (!signature || !element) {
    return { valid: false, referenceId: null, certBase64: null, digestValue: null, errors: ['Assinatura ausente'] };
  }
  const text = (name: string) => signature.getElementsByTagName(name).item(0)?.textContent?.replace(/\s+/g, '') ?? null;
  const attr = (name: string, a: string) => signature.getElementsByTagName(name).item(0)?.getAttribute(a) ?? null;
  const certBase64 = text('X509Certificate');
  const uri = attr('Reference', 'URI');
  const referenceId = uri?.startsWith('#') ? uri.slice(1) : null;
  if (referenceId !== element.getAttribute('Id')) errors.push('URI da referência difere do Id');
  if (attr('SignatureMethod', 'Algorithm') !== RSA_SHA1) errors.push('Algoritmo de assinatura inválido');
  if (attr('CanonicalizationMethod', 'Algorithm') !== C14N) errors.push('Canonicalização inválida');
  if (attr('DigestMethod', 'Algorithm') !== SHA1) errors.push('Algoritmo de digest inválido');
  if (!certBase64) errors.push('Certificado ausente no KeyInfo');
  let valid = false;
  if (certBase64) {
    const pem = `-----BEGIN CERTIFICATE-----\n${certBase64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
    const verifier = new SignedXml({ publicCert: pem, getCertFromKeyInfo: () => null });
    try {
      verifier.loadSignature(signature as unknown as Node);
      valid = verifier.checkSignature(xml);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
    if (!valid && errors.length === 0) errors.push('Assinatura não confere');
  }
  return { valid: valid && errors.length === 0, referenceId, certBase64, digestValue: text('DigestValue'), errors };
}

/** The DigestValue (base64) of a signed document: the QR code's offline form and protNFe's digVal use it. */
export function digestValueOf(signedXml: string): string | null {
  const match = /<DigestValue>([^<]+)<\/DigestValue>/.exec(signedXml);
  return match ? match[1]!.trim() : null;
}
