// How the watermark shows what the server knows of the request.

/** `::ffff:10.0.0.8` (IPv4 on a dual-stack socket) reads as `10.0.0.8`. */
export function displayIp(ip: string | undefined): string {
  if (!ip) return '';
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}
