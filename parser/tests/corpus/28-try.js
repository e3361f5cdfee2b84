try { a } catch (e) { b } finally { c } try {} catch { }
