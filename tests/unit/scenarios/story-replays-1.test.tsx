// @vitest-environment happy-dom

import { replayStoriesInRenderedApp } from '@tests/support/story-replays-rendered'

replayStoriesInRenderedApp(1)
