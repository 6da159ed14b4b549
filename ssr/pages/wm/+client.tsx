/**
 * The dashboard's browser entry (replaces the site's +client.ts for /wm): renders the
 * whole dashboard into the shell. Its code is a chunk of its own that visitor pages
 * never load.
 */
import { createRoot } from 'react-dom/client'
import { Dashboard } from '../../dashboard/Dashboard'
import '../../dashboard/dashboard.css'

const root = document.getElementById('wm-root')
if (root) createRoot(root).render(<Dashboard />)
