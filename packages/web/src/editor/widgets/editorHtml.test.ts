import { describe, expect, it } from 'vitest'
import { plainSpaces, storedRichText } from './editorHtml'

describe('rich text as stored (R-WID-12)', () => {
  it('stores a space between words as an ordinary space', () => {
    expect(plainSpaces('<h2>Big&nbsp;heading</h2>')).toBe('<h2>Big heading</h2>')
    expect(plainSpaces('<p>Big&nbsp;<strong>bold</strong>&nbsp;word</p>')).toBe(
      '<p>Big <strong>bold</strong> word</p>'
    )
    expect(plainSpaces('<p>中文&nbsp;English</p>')).toBe('<p>中文 English</p>')
  })

  it('keeps the width of several spaces and of spaces at a block edge', () => {
    expect(plainSpaces('<p>a&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp;b</p>')
    expect(plainSpaces('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a&nbsp; &nbsp;b</p>')
    expect(plainSpaces('<p>&nbsp;indented</p>')).toBe('<p>&nbsp;indented</p>')
    expect(plainSpaces('<li>trailing&nbsp;</li>')).toBe('<li>trailing&nbsp;</li>')
  })

  it('leaves attributes and markup alone', () => {
    const link = '<p><a href="https://example.com/a b" target="_blank">a&nbsp;link</a></p>'
    expect(plainSpaces(link)).toBe('<p><a href="https://example.com/a b" target="_blank">a link</a></p>')
  })

  it('stores an empty paragraph as an empty string', () => {
    expect(storedRichText('<p></p>')).toBe('')
    expect(storedRichText('<p><br></p>')).toBe('')
    expect(storedRichText('<h2>Big&nbsp;heading</h2>')).toBe('<h2>Big heading</h2>')
  })
})
