/** The connectors this process may use, built from the presets and the configuration. */
import { SOURCES, type SourceName } from '@partproof/shared';
import type { Config, SourceSettings } from '../../../config.js';
import { createHttpConnector, type HttpMapping } from './http-connector.js';
import { SOURCE_PRESETS } from './presets.js';
import type { SourceConnector } from './source-connector.js';

/** The connector of one source, or null when it has no base URL or is switched off. */
export function connectorFor(config: Config, name: SourceName): SourceConnector | null {
  const settings = config.sources.find((s) => s.name === name);
  if (!settings?.enabled || !settings.baseUrl) return null;
  const preset = SOURCE_PRESETS[name];
  return createHttpConnector({
    name,
    label: preset.label,
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs,
    maxBytes: settings.maxBytes,
    mapping: mergeMapping(preset.mapping, settings),
  });
}

/** Every enabled connector, in the order of SOURCES. */
export function enabledConnectors(config: Config): SourceConnector[] {
  return SOURCES.map((s) => connectorFor(config, s.id)).filter(
    (c): c is SourceConnector => c !== null,
  );
}

/** A `mapping` override replaces top-level keys; `fields` is merged key by key. */
function mergeMapping(preset: HttpMapping, settings: SourceSettings): HttpMapping {
  const override = (settings.mapping ?? {}) as Partial<HttpMapping>;
  return {
    ...preset,
    ...override,
    fields: { ...preset.fields, ...override.fields },
  };
}
