/**
 * Asks once before a destructive action, in the spec's words. React Aria's modal traps
 * focus, closes on Escape and returns focus to the button that opened it.
 */
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button, type Variant } from './Button'

type Props = {
  trigger: React.ReactElement
  title: string
  message?: string
  confirmLabel: string
  confirmVariant?: Variant
  onConfirm: () => void
}

export const OVERLAY = 'fixed inset-0 z-50 flex items-end justify-center bg-gray-900/40 p-4 sm:items-center'
export const MODAL = 'w-full max-w-md rounded-lg bg-white shadow-xl outline-none'

export function ConfirmDialog({ trigger, title, message = 'Weet je zeker dat je deze wenst te verwijderen?', confirmLabel, confirmVariant = 'danger', onConfirm }: Props) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay isDismissable className={OVERLAY}>
        <Modal className={MODAL}>
          <Dialog role="alertdialog" className="p-5 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-lg font-semibold text-gray-900">{title}</Heading>
                <p className="mt-2 text-sm text-gray-700">{message}</p>
                <div className="mt-5 flex justify-end gap-2">
                  <Button onPress={close} autoFocus>Annuleren</Button>
                  <Button variant={confirmVariant} onPress={() => { close(); onConfirm() }}>{confirmLabel}</Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
