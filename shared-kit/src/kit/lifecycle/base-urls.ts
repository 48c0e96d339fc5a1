import type { Environment, Region } from '../../contracts/site-config';
import type { BaseUrls } from '../transport/api-client';

/** The local provider-sandbox (provider on :4000, API and upload proxy on one port). */
export const SANDBOX_BASE_URLS: BaseUrls = { api: 'http://localhost:4000', upload: 'http://localhost:4000' };

/**
 * Base URLs per region × environment come from configuration (/config.json →
 * kit.baseUrls); only development has a built-in default, the sandbox. Any other pair with
 * no configured URLs is a configuration error ("missing …", KIT-4).
 */
export function resolveBaseUrls(
  region: Region,
  environment: Environment,
  configured: Partial<BaseUrls> | undefined,
): BaseUrls | string {
  const fallback = environment === 'development' ? SANDBOX_BASE_URLS : undefined;
  const api = configured?.api ?? fallback?.api;
  const upload = configured?.upload ?? configured?.api ?? fallback?.upload;
  if (!api) return `baseUrls.api for region ${region} and environment ${environment}`;
  if (!upload) return `baseUrls.upload for region ${region} and environment ${environment}`;
  return { api, upload };
}
