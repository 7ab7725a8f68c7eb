/** GET /product/downloadCSV/{id} (xlsx) and GET /product/zip/{id}, saved under the server's name. */
import { productApi } from '@partproof/shared';
import { download, saveBlob } from '@/lib/api-client';

export async function downloadBomWorkbook(id: number): Promise<void> {
  const { blob, fileName } = await download(productApi.downloadCsv, { params: { id } });
  saveBlob(blob, fileName);
}

export async function downloadProductZip(id: number): Promise<void> {
  const { blob, fileName } = await download(productApi.zip, { params: { id } });
  saveBlob(blob, fileName);
}
