// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { useSaveKeys } from '../../../dashboard/ui/useSaveKeys'

afterEach(cleanup)

function Editor({ submit, dirty }: { submit: () => void; dirty: boolean }) {
  useSaveKeys(submit, dirty)
  return <input aria-label="Naam" />
}

function press(init: KeyboardEventInit) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  window.dispatchEvent(event)
  return event
}

function leave() {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event
}

describe('save keys of an owner editor', () => {
  test('Ctrl+S and Cmd+S save (the browser does not save the page); a plain s does not', () => {
    const submit = vi.fn()
    render(<Editor submit={submit} dirty />)
    expect(press({ key: 's', ctrlKey: true }).defaultPrevented).toBe(true)
    expect(press({ key: 'S', metaKey: true, shiftKey: true }).defaultPrevented).toBe(true)
    expect(submit).toHaveBeenCalledTimes(2)
    expect(press({ key: 's' }).defaultPrevented).toBe(false)
    expect(press({ key: 'a', ctrlKey: true }).defaultPrevented).toBe(false)
    expect(submit).toHaveBeenCalledTimes(2)
  })

  test('the key runs the newest submit, not the one of the first render', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { rerender } = render(<Editor submit={first} dirty />)
    rerender(<Editor submit={second} dirty />)
    fireEvent.keyDown(window, { key: 's', ctrlKey: true })
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })

  test('leaving asks first only while something is unsaved', () => {
    const { rerender, unmount } = render(<Editor submit={() => {}} dirty={false} />)
    expect(leave().defaultPrevented).toBe(false)
    rerender(<Editor submit={() => {}} dirty />)
    expect(leave().defaultPrevented).toBe(true)
    rerender(<Editor submit={() => {}} dirty={false} />)
    expect(leave().defaultPrevented).toBe(false)
    rerender(<Editor submit={() => {}} dirty />)
    unmount()
    expect(leave().defaultPrevented).toBe(false)
  })

  test('an editor that is gone no longer saves', () => {
    const submit = vi.fn()
    const { unmount } = render(<Editor submit={submit} dirty />)
    unmount()
    press({ key: 's', ctrlKey: true })
    expect(submit).not.toHaveBeenCalled()
  })
})
