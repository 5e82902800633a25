// The two classes the Activity page uses, under one global name: the SDK that talks to
// Discord's client, and its stand-in for a browser outside Discord.
import { DiscordSDK, DiscordSDKMock } from '@discord/embedded-app-sdk';

window.TouchlineDiscord = { DiscordSDK, DiscordSDKMock };
