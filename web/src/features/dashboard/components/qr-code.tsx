import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `value` as an SVG, sharp at any size (a projector across a classroom). This module and the qrcode
 * library are their own chunk: they load when a teacher first shows a code.
 */
export default function QrCode({ value, size, label }: { value: string; size: number | string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg(text),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return <Skeleton w={size} h={size} aria-label="Making the QR code" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={typeof size === 'number' ? size : undefined}
      style={{ width: size, height: size, imageRendering: 'pixelated', background: '#fff' }}
    />
  );
}
