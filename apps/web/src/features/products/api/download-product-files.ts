/** GET /product/downloadCSV/{id} (xlsx) and GET /product/zip/{id}, saved under the server's name. */
import { apiDownload, saveBlob } from '@/lib/api-client';

export async function downloadBomWorkbook(id: number): Promise<void> {
  const { blob, fileName } = await apiDownload(`/product/downloadCSV/${id}`);
  saveBlob(blob, fileName);
}

export async function downloadProductZip(id: number): Promise<void> {
  const { blob, fileName } = await apiDownload(`/product/zip/${id}`);
  saveBlob(blob, fileName);
}
