import { type DragEvent, useId, useState } from 'react'
import { buttonClass } from '@/ui/button'
import { cx } from '@/ui/cx'
import { StatusMessage } from '@/ui/status-message'
import '@/ui/field.css'
import { ACCEPT_ATTRIBUTE } from '../identity-documents'

export type UploadProgress = 'idle' | 'uploading' | 'uploaded'

export interface FileUploaderProps {
  label: string
  hint?: string
  required?: boolean
  file: File | null
  progress: UploadProgress
  error?: string | undefined
  disabled?: boolean
  onFileChange: (file: File | null) => void
}

/** refinance-release-shell.md §5: the uploader says Required, Uploading or Uploaded. */
function statusText(required: boolean, file: File | null, progress: UploadProgress) {
  if (progress === 'uploading') return 'Uploading'
  if (progress === 'uploaded') return 'Uploaded'
  if (!file && required) return 'Required'
  return null
}

/**
 * A file drop area with a file button. The native file input does the work (keyboard, screen
 * readers, the phone's camera); dragging a file onto the area is a shortcut for pointers.
 */
export function FileUploader({
  label,
  hint,
  required = false,
  file,
  progress,
  error,
  disabled = false,
  onFileChange,
}: FileUploaderProps) {
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const statusId = `${inputId}-status`
  const errorId = `${inputId}-error`
  const [dragging, setDragging] = useState(false)
  const status = statusText(required, file, progress)

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (disabled) return
    const dropped = event.dataTransfer.files[0]
    if (dropped) onFileChange(dropped)
  }

  return (
    <div className="file-uploader">
      <div className="file-uploader__header">
        <span className="file-uploader__label" id={`${inputId}-label`}>
          {label}
        </span>
        {status ? (
          <span
            id={statusId}
            className={cx('file-uploader__status', `file-uploader__status--${progress}`)}
          >
            {status}
          </span>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; keyboards and screen readers use the file input inside. */}
      <div
        className={cx(
          'file-uploader__zone',
          dragging && 'file-uploader__zone--dragging',
          error && 'file-uploader__zone--invalid',
        )}
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="file-uploader__file">
          {file ? file.name : 'Drag a file here, or choose one.'}
        </p>
        <input
          id={inputId}
          className="file-uploader__input visually-hidden"
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          aria-labelledby={`${inputId}-label ${inputId}-button`}
          aria-describedby={cx(hint && hintId, status && statusId, error && errorId) || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null
            // Clearing the input lets the same file be chosen again after a failed upload.
            event.currentTarget.value = ''
            if (chosen) onFileChange(chosen)
          }}
        />
        <label
          htmlFor={inputId}
          id={`${inputId}-button`}
          className={cx(buttonClass('secondary'), disabled && 'file-uploader__button--disabled')}
        >
          {file ? 'Choose another file' : 'Choose file'}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
      <StatusMessage message={progress === 'idle' ? '' : `${label}: ${status}`} />
    </div>
  )
}
