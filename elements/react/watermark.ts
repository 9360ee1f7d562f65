// React wrapper of <arcana-watermark> (made by @lit/react from the element class).
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { ArcanaWatermark, type WatermarkRestoreDetail } from '../watermark/watermark.ts';

/**
 * `<arcana-watermark>` for React: properties are passed as props, the restore event as
 * `onRestore`.
 *
 * @example
 * ```tsx
 * <Watermark fullscreen department="Finance" ip="10.0.0.8" showTime text="Confidential" />
 * ```
 */
export const Watermark = createComponent({
  tagName: 'arcana-watermark',
  elementClass: ArcanaWatermark,
  react: React,
  events: { onRestore: 'arcana-watermark-restore' as EventName<CustomEvent<WatermarkRestoreDetail>> },
  displayName: 'ArcanaWatermark',
});
