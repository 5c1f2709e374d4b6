"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=envelope.js.map