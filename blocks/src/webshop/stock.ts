/**
 * The product's stock (spec 000 §4 and §7): POST products/get-stock with website_id,
 * project_id (both the project id) and product_id; the answer's in_stock decides.
 * A failed call (network, error status, unreadable answer) counts as out of stock
 * (spec 000 §8).
 */

export const STOCK_PATH = '/api/services/webshop/v1/products/get-stock';

export interface StockRequest {
  apiBase: string;
  projectId: string | number;
  productId: string;
}

export async function fetchInStock({ apiBase, projectId, productId }: StockRequest): Promise<boolean> {
  try {
    const response = await fetch(`${apiBase}${STOCK_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ website_id: projectId, project_id: projectId, product_id: productId }),
    });
    if (!response.ok) return false;
    const body = (await response.json().catch(() => null)) as { in_stock?: unknown } | null;
    return body?.in_stock === true;
  } catch {
    return false;
  }
}
