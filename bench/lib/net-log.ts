// Adds up a page load's network traffic from Chrome DevTools Protocol events: requests, bytes on
// the wire by resource type (Network.loadingFinished.encodedDataLength, which includes headers,
// joined with Network.responseReceived's type) and decoded script bytes (Network.dataReceived).

/** The kinds of transferred bytes the bench reports. */
export type NetType = 'document' | 'script' | 'style' | 'font' | 'image' | 'other';

/** A page load's traffic. */
export interface NetSummary {
  readonly requests: number;
  readonly bytes: Readonly<Record<NetType, number>>;
  readonly total: number;
  readonly decodedScript: number;
}

const CDP_TYPES: Readonly<Record<string, NetType>> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'style',
  Font: 'font',
  Image: 'image',
};

/** The NetType of a CDP resource type. */
export function netTypeOf(cdpType: string | undefined): NetType {
  return (cdpType !== undefined ? CDP_TYPES[cdpType] : undefined) ?? 'other';
}

const NOT_NETWORK = /^(data|blob|about|chrome|chrome-extension):/;

/** Collects CDP network events of one page load. */
export function createNetLog() {
  const urls = new Map<string, string>();
  const types = new Map<string, NetType>();
  const encoded = new Map<string, number>();
  const decoded = new Map<string, number>();
  return {
    request(e: { requestId: string; request: { url: string } }): void {
      urls.set(e.requestId, e.request.url);
    },
    response(e: { requestId: string; type?: string }): void {
      types.set(e.requestId, netTypeOf(e.type));
    },
    data(e: { requestId: string; dataLength: number }): void {
      decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength);
    },
    finished(e: { requestId: string; encodedDataLength: number }): void {
      encoded.set(e.requestId, e.encodedDataLength);
    },
    /**
     * The totals so far. data:, blob:, about: and the browser's own pages (chrome:,
     * chrome-extension:, e.g. the PDF viewer a shared PDF's preview opens in) are not network
     * requests.
     */
    summary(): NetSummary {
      const bytes: Record<NetType, number> = {
        document: 0,
        script: 0,
        style: 0,
        font: 0,
        image: 0,
        other: 0,
      };
      let requests = 0;
      let decodedScript = 0;
      for (const [id, url] of urls) {
        if (NOT_NETWORK.test(url)) continue;
        requests += 1;
        const type = types.get(id) ?? 'other';
        bytes[type] += encoded.get(id) ?? 0;
        if (type === 'script') decodedScript += decoded.get(id) ?? 0;
      }
      const total = Object.values(bytes).reduce((s, n) => s + n, 0);
      return { requests, bytes, total, decodedScript };
    },
  };
}
