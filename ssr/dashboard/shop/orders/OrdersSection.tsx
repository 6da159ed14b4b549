/** Bestellingen: `/wm/shop/orders` the list, `/wm/shop/orders/{number}` one order. */
import { OrderDetailScreen } from './OrderDetail'
import { OrderList } from './OrderList'

export function OrdersSection({ project, rest }: { project: number; rest: string[] }) {
  const number = Number(rest[0])
  if (rest.length > 0 && Number.isInteger(number) && number > 0) {
    return <OrderDetailScreen key={number} project={project} number={number} back={{ section: 'orders', label: 'Alle bestellingen' }} />
  }
  return <OrderList project={project} kind="orders" />
}
