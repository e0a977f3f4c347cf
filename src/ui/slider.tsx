import { type CSSProperties, useId } from 'react'
import './slider.css'

/**
 * refinance-release-shell.md §5: min defaults to 0; when only min is given, max is min + 100;
 * otherwise max defaults to 100.
 */
export function sliderBounds(min?: number, max?: number): { min: number; max: number } {
  const lowest = min ?? 0
  if (max !== undefined) return { min: lowest, max }
  return { min: lowest, max: min !== undefined ? min + 100 : 100 }
}

export interface SliderProps {
  label: string
  /** 0 when absent. */
  min?: number
  /** min + 100 when only min is given, else 100, when absent. */
  max?: number
  step?: number
  value: number
  onChange: (value: number) => void
  /** The value as people read it ('$25,000'); also given to screen readers. */
  formatValue?: (value: number) => string
  /** Hide the visible label when a text field beside it already names the value. */
  hideLabel?: boolean
  id?: string
}

/** A native range input: keyboard, touch and screen readers work without extra code. */
export function Slider({
  label,
  min: givenMin,
  max: givenMax,
  step = 1,
  value,
  onChange,
  formatValue = String,
  hideLabel = false,
  id,
}: SliderProps) {
  const generated = useId()
  const inputId = id ?? generated
  const { min, max } = sliderBounds(givenMin, givenMax)
  const clamped = Math.min(Math.max(value, min), max)
  const fill = max > min ? ((clamped - min) / (max - min)) * 100 : 0
  return (
    <div className="ui-slider">
      <div className={hideLabel ? 'visually-hidden' : 'ui-slider__header'}>
        <label className="ui-slider__label" htmlFor={inputId}>
          {label}
        </label>
        <output className="ui-slider__value tabular" htmlFor={inputId}>
          {formatValue(clamped)}
        </output>
      </div>
      <input
        id={inputId}
        className="ui-slider__input"
        type="range"
        min={min}
        max={max}
        step={step}
        value={clamped}
        aria-valuetext={formatValue(clamped)}
        style={{ '--fill': `${fill}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <div className="ui-slider__range tabular" aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  )
}
